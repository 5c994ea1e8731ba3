import { announcementsStore } from "../announcements/announcements.mocks.ts";
import { articlesStore } from "../articles/articles.mocks.ts";
import { blogPostsStore } from "../blog-posts/blog-posts.mocks.ts";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockValue } from "../common/mock-store.ts";
import { swahiliTagNames } from "../common/tag-labels.ts";
import { eventsStore } from "../events/events.mocks.ts";
import { tagNamesEndpoints } from "./tag-names.endpoints.ts";
import type { TagInUse, TagName } from "./tag-names.schema.ts";

/** One name staff gave, for a tag the built-in list does not know. */
export const tagNamesFixtures: readonly TagName[] = [{ tag: "harvest", nameSw: "mavuno" }];

const names = createMockValue(() => [...tagNamesFixtures]);

const tagsInUse = (): TagInUse[] => {
  const uses = new Map<string, number>();
  const stores = [articlesStore, announcementsStore, blogPostsStore, eventsStore] as const;
  for (const item of stores.flatMap((store) => store.all() as readonly { tags: readonly string[] }[])) {
    for (const tag of item.tags) uses.set(tag.toLowerCase(), (uses.get(tag.toLowerCase()) ?? 0) + 1);
  }
  const named = new Map(names.get().map((entry) => [entry.tag, entry.nameSw]));
  return [...uses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, count]) => ({ tag, nameSw: named.get(tag) ?? swahiliTagNames[tag] ?? null, uses: count }));
};

export const tagNamesHandlers = [
  mockEndpoint(tagNamesEndpoints.list, () => ({ items: names.get() })),
  mockEndpoint(tagNamesEndpoints.inUse, () => ({ items: tagsInUse() })),
  mockEndpoint(tagNamesEndpoints.update, ({ body }) => {
    const others = names.get().filter((entry) => entry.tag !== body.tag);
    names.set(body.nameSw ? [...others, { tag: body.tag, nameSw: body.nameSw }] : others);
    const found = tagsInUse().find((entry) => entry.tag === body.tag);
    return found ?? { tag: body.tag, nameSw: body.nameSw || (swahiliTagNames[body.tag] ?? null), uses: 0 };
  }),
];
