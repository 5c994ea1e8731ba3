import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { siteContentSeed } from "../seed/site-content.seed.ts";
import { siteContentEndpoints } from "./site-content.endpoints.ts";
import { type SiteContentInput, type SiteContentItem, siteContentMessages } from "./site-content.schema.ts";

export const siteContentFixtures: readonly SiteContentItem[] = siteContentSeed;
export const siteContentStore = createMockStore(() => siteContentFixtures);

const sameKey = (item: SiteContentItem, input: Pick<SiteContentInput, "section" | "key">) =>
  item.section === input.section && item.key === input.key;
const notFound = () => mockError(404, "not_found", siteContentMessages.notFound);
const inOrder = (items: SiteContentItem[]) =>
  [...items].sort((a, b) => a.section.localeCompare(b.section) || a.key.localeCompare(b.key));

export const siteContentHandlers = [
  mockEndpoint(siteContentEndpoints.list, ({ query }) => ({
    items: inOrder(
      siteContentStore
        .all()
        .filter((i) => i.status === "published" && (!query.section || i.section === query.section)),
    ),
  })),
  mockEndpoint(siteContentEndpoints.adminList, ({ query }) => {
    const q = query.q?.toLowerCase();
    return {
      items: inOrder(
        siteContentStore
          .all()
          .filter((i) => !query.section || i.section === query.section)
          .filter((i) => !query.status || i.status === query.status)
          .filter((i) => !q || `${i.key} ${i.title} ${i.content}`.toLowerCase().includes(q)),
      ),
    };
  }),
  mockEndpoint(siteContentEndpoints.create, ({ body }) => {
    if (siteContentStore.all().some((i) => sameKey(i, body))) {
      return mockError(409, "conflict", siteContentMessages.duplicateKey, {
        key: siteContentMessages.duplicateKey,
      });
    }
    return { item: siteContentStore.insert({ id: newId(), ...body, lastUpdated: nowIso() }) };
  }),
  mockEndpoint(siteContentEndpoints.update, ({ params, body }) => {
    if (siteContentStore.all().some((i) => i.id !== params.id && sameKey(i, body))) {
      return mockError(409, "conflict", siteContentMessages.duplicateKey, {
        key: siteContentMessages.duplicateKey,
      });
    }
    const item = siteContentStore.update(params.id, { ...body, lastUpdated: nowIso() });
    return item ? { item } : notFound();
  }),
  mockEndpoint(siteContentEndpoints.remove, ({ params }) =>
    siteContentStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(siteContentEndpoints.import, ({ body }) => {
    let created = 0;
    let updated = 0;
    for (const input of body) {
      const existing = siteContentStore.all().find((i) => sameKey(i, input));
      if (existing) {
        siteContentStore.update(existing.id, { ...input, lastUpdated: nowIso() });
        updated += 1;
      } else {
        siteContentStore.insert({ id: newId(), ...input, lastUpdated: nowIso() });
        created += 1;
      }
    }
    return { items: inOrder(siteContentStore.all()), created, updated };
  }),
  mockEndpoint(siteContentEndpoints.reset, () => {
    siteContentStore.replaceAll(structuredClone([...siteContentSeed]));
    return { items: inOrder(siteContentStore.all()) };
  }),
];
