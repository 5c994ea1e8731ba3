import { churchInfo } from "../common/church-info.ts";
import { slugify } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { announcementMessages, compareAnnouncements } from "./announcements.constants.ts";
import { announcementsEndpoints } from "./announcements.endpoints.ts";
import type { Announcement, AnnouncementInput } from "./announcements.schema.ts";

const stamp = (date: string) => `${date}T15:00:00.000Z`;

export const announcementsFixtures: readonly Announcement[] = [
  {
    id: "ae000000-0000-4000-8000-000000000001",
    slug: "snow-day-service-update",
    title: "Snow Day Service Update",
    summary:
      "If the city issues a travel ban on Sunday, worship moves online only. Watch the live stream at 3:00 PM.",
    content:
      "<p>If the city issues a travel ban on Sunday, we will not meet in the building. Join the live stream at 3:00 PM instead.</p>",
    author: "Church Office",
    date: "2026-11-19",
    time: null,
    priority: "urgent",
    category: "Worship",
    tags: ["weather", "live-stream"],
    location: null,
    contact: churchInfo.phone,
    imageUrl: null,
    status: "published",
    publishedAt: stamp("2026-11-19"),
    expiresAt: null,
    translations: {
      sw: {
        title: "Taarifa ya Ibada Wakati wa Theluji",
        summary:
          "Jiji likipiga marufuku usafiri siku ya Jumapili, ibada itafanyika mtandaoni tu. Tazama matangazo ya moja kwa moja saa 9:00 alasiri.",
      },
    },
    createdAt: stamp("2026-11-19"),
    updatedAt: stamp("2026-11-19"),
  },
  {
    id: "ae000000-0000-4000-8000-000000000002",
    slug: "winter-coat-drive",
    title: "Winter Coat Drive",
    summary: "Bring clean winter coats, hats and gloves to the fellowship hall through December 14.",
    content:
      "<p>Coats of all sizes are welcome, especially for children. Drop them off before or after worship.</p>",
    author: "Outreach Committee",
    date: "2026-11-15",
    time: "Before and after worship",
    priority: "normal",
    category: "Outreach",
    tags: ["outreach", "winter"],
    location: "Fellowship Hall",
    contact: churchInfo.email,
    imageUrl: null,
    status: "published",
    publishedAt: stamp("2026-11-15"),
    expiresAt: "2026-12-15T05:00:00.000Z",
    createdAt: stamp("2026-11-15"),
    updatedAt: stamp("2026-11-15"),
  },
  {
    id: "ae000000-0000-4000-8000-000000000003",
    slug: "new-swahili-bible-study-group",
    title: "New Swahili Bible Study Group",
    summary: "A new Bible study in Swahili meets on Thursday evenings. Everyone is welcome.",
    content: "<p>We read the Gospel of Luke together, one chapter a week, with tea and conversation.</p>",
    author: "Pastor Samuel Mwangi",
    date: "2026-11-02",
    time: "7:00 PM",
    priority: "info",
    category: "Bible Study",
    tags: ["bible-study", "swahili"],
    location: "Room 2",
    contact: null,
    imageUrl: null,
    status: "published",
    publishedAt: stamp("2026-11-02"),
    expiresAt: null,
    createdAt: stamp("2026-11-02"),
    updatedAt: stamp("2026-11-02"),
  },
];

export const announcementsStore = createMockStore(() => announcementsFixtures);

const notFound = () => mockError(404, "not_found", announcementMessages.notFoundTitle);
const visible = (a: Announcement, now: string) =>
  a.status === "published" && (!a.expiresAt || a.expiresAt > now);

function fromInput(input: AnnouncementInput, current?: Announcement) {
  const now = nowIso();
  const { slug, ...fields } = input;
  return {
    ...fields,
    slug: slug ?? slugify(input.title),
    publishedAt: input.status === "published" ? (current?.publishedAt ?? now) : null,
    updatedAt: now,
  };
}

export const announcementsHandlers = [
  mockEndpoint(announcementsEndpoints.list, ({ query }) => {
    const now = nowIso();
    return {
      announcements: announcementsStore
        .all()
        .filter((a) => visible(a, now))
        .filter((a) => !query.priority || a.priority === query.priority)
        .filter((a) => !query.category || a.category === query.category)
        .sort(compareAnnouncements),
    };
  }),
  mockEndpoint(announcementsEndpoints.bySlug, ({ params }) => {
    const announcement = announcementsStore.all().find((a) => a.slug === params.slug && visible(a, nowIso()));
    return announcement ? { announcement } : notFound();
  }),
  mockEndpoint(announcementsEndpoints.adminList, ({ query }) => {
    const q = query.q?.toLowerCase();
    return {
      announcements: announcementsStore
        .all()
        .filter((a) => !query.status || a.status === query.status)
        .filter((a) => !q || `${a.title} ${a.summary} ${a.category}`.toLowerCase().includes(q))
        .sort((a, b) => b.date.localeCompare(a.date)),
    };
  }),
  mockEndpoint(announcementsEndpoints.create, ({ body }) => {
    const fields = fromInput(body);
    if (announcementsStore.all().some((a) => a.slug === fields.slug)) {
      return mockError(409, "conflict", announcementMessages.duplicateSlug, {
        slug: announcementMessages.duplicateSlug,
      });
    }
    return {
      announcement: announcementsStore.insert({ id: newId(), ...fields, createdAt: fields.updatedAt }),
    };
  }),
  mockEndpoint(announcementsEndpoints.update, ({ params, body }) => {
    const current = announcementsStore.find(params.id);
    if (!current) return notFound();
    const announcement = announcementsStore.update(params.id, fromInput(body, current));
    return announcement ? { announcement } : notFound();
  }),
  mockEndpoint(announcementsEndpoints.remove, ({ params }) =>
    announcementsStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(announcementsEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(
      announcementsStore,
      params.id,
      body.status,
      announcementMessages.notFoundTitle,
    );
    return item instanceof Response ? item : { announcement: item };
  }),
];
