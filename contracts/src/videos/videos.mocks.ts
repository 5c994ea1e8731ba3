import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { videosEndpoints } from "./videos.endpoints.ts";
import { type Video, videoMessages } from "./videos.schema.ts";

const video = (
  n: number,
  fields: Pick<
    Video,
    "title" | "description" | "youtubeId" | "category" | "date" | "duration" | "viewCount"
  > &
    Partial<Video>,
): Video => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`,
  thumbnailUrl: null,
  isLive: false,
  status: "published",
  publishedAt: `${fields.date}T23:00:00.000Z`,
  createdAt: `${fields.date}T23:00:00.000Z`,
  updatedAt: `${fields.date}T23:00:00.000Z`,
  ...fields,
});

/** Fictional 11-character video ids: they load the provider's "unavailable" player, never real content. */
export const videosFixtures: readonly Video[] = [
  video(1, {
    title: "Sunday Worship: Walking in the Light",
    description: "Full Sunday service in Swahili with English translation.",
    youtubeId: "amaniSvc001",
    category: "recent-service",
    date: "2026-11-15",
    duration: "2:58:10",
    viewCount: 214,
    translations: { sw: { title: "Ibada ya Jumapili: Kutembea Nuruni" } },
  }),
  video(2, {
    title: "Sunday Worship: Simplicity in Daily Life",
    description: "Sunday service with a teaching on the testimony of simplicity.",
    youtubeId: "amaniSvc002",
    category: "recent-service",
    date: "2026-11-08",
    duration: "2:51:45",
    viewCount: 187,
  }),
  video(3, {
    title: "Sunday Worship: Prayer for Peace",
    description: "Sunday service with prayers for our mission partner in Congo.",
    youtubeId: "amaniSvc003",
    category: "recent-service",
    date: "2026-11-01",
    duration: "2:55:02",
    viewCount: 203,
  }),
  video(4, {
    title: "Choir Celebration: Tumshukuru Mungu",
    description: "The choir leads a song of thanksgiving.",
    youtubeId: "amaniJoy001",
    category: "faith-joy-celebration",
    date: "2026-10-25",
    duration: "6:12",
    viewCount: 432,
  }),
  video(5, {
    title: "Youth Sunday Dance of Praise",
    description: "The youth ministry celebrates with dance and song.",
    youtubeId: "amaniJoy002",
    category: "faith-joy-celebration",
    date: "2026-10-18",
    duration: "4:45",
    viewCount: 298,
  }),
];

export const videosStore = createMockStore(() => videosFixtures);
const notFound = () => mockError(404, "not_found", videoMessages.notFound);

export const videosHandlers = [
  mockEndpoint(videosEndpoints.list, ({ query }) => ({
    videos: videosStore
      .all()
      .filter((v) => v.status === "published")
      .filter((v) => !query.category || v.category === query.category)
      .sort((a, b) => b.date.localeCompare(a.date)),
  })),
  mockEndpoint(videosEndpoints.create, ({ body }) => {
    const now = nowIso();
    return {
      video: videosStore.insert({
        id: newId(),
        ...body,
        isLive: false,
        viewCount: 0,
        publishedAt: body.status === "published" ? now : null,
        createdAt: now,
        updatedAt: now,
      }),
    };
  }),
  mockEndpoint(videosEndpoints.update, ({ params, body }) => {
    const current = videosStore.find(params.id);
    const publishedAt = body.status === "published" ? (current?.publishedAt ?? nowIso()) : null;
    const updated = videosStore.update(params.id, { ...body, publishedAt, updatedAt: nowIso() });
    return updated ? { video: updated } : notFound();
  }),
  mockEndpoint(videosEndpoints.remove, ({ params }) =>
    videosStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(videosEndpoints.adminList, () => ({
    videos: [...videosStore.all()].sort((a, b) => b.date.localeCompare(a.date)),
  })),
  mockEndpoint(videosEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(videosStore, params.id, body.status, videoMessages.notFound);
    return item instanceof Response ? item : { video: item };
  }),
];
