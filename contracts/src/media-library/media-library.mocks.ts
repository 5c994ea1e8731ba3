import { HttpResponse } from "msw";
import { mockEndpoint, mockError, readMockForm } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { mediaLibraryEndpoints } from "./media-library.endpoints.ts";
import {
  altComplete,
  type MediaAlt,
  type MediaItem,
  mediaFilePath,
  mediaLibraryMessages,
  mediaSlots,
  mediaUploadSchema,
} from "./media-library.schema.ts";

/** A library item of the given original size, its variants as the API makes them. */
export function mockMediaItem(id: string, width: number, height: number, alt: MediaAlt, fileName: string) {
  const variants = mediaSlots(width).map((v) => ({
    width: v.width,
    height: Math.round((height * v.width) / width),
    url: mediaFilePath(id, v.slot),
  }));
  const largest = variants[variants.length - 1] ?? { width, height, url: mediaFilePath(id, width) };
  return {
    id,
    url: largest.url,
    width: largest.width,
    height: largest.height,
    alt,
    variants,
    fileName,
    originalBytes: 240_000,
    ready: altComplete(alt),
    uploadedBy: "Daniel Okello",
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: "2026-11-20T15:00:00.000Z",
  } satisfies MediaItem;
}

export const mediaLibraryFixtures: readonly MediaItem[] = [
  mockMediaItem(
    "a9200000-0000-4000-8000-000000000001",
    1600,
    1067,
    { en: "The meeting house in autumn", sw: "Nyumba ya mikutano wakati wa vuli" },
    "meeting-house.jpg",
  ),
  mockMediaItem("a9200000-0000-4000-8000-000000000002", 1200, 900, { en: "", sw: "" }, "food-drive.jpg"),
];

export const mediaLibraryStore = createMockStore(() => mediaLibraryFixtures);

const notFound = () => mockError(404, "not_found", mediaLibraryMessages.notFound);
/** A plain picture of the asked width (SVG: the mocks make no WebP). */
const placeholder = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9cbb3"/></svg>`;

export const mediaLibraryHandlers = [
  mockEndpoint(mediaLibraryEndpoints.list, () => ({
    items: [...mediaLibraryStore.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  })),
  mockEndpoint(mediaLibraryEndpoints.upload, async ({ request }) => {
    const body = await readMockForm(request, mediaUploadSchema);
    if (body instanceof Response) return body;
    const alt = { en: body.altEn ?? "", sw: body.altSw ?? "" };
    const item = { ...mockMediaItem(newId(), 1600, 1200, alt, body.file.name), createdAt: nowIso() };
    mediaLibraryStore.insert(item);
    return HttpResponse.json({ item }, { status: 201 });
  }),
  mockEndpoint(mediaLibraryEndpoints.setAlt, ({ params, body }) => {
    const item = mediaLibraryStore.update(params.id, {
      alt: body.alt,
      ready: altComplete(body.alt),
      updatedAt: nowIso(),
    });
    return item ? { item } : notFound();
  }),
  mockEndpoint(mediaLibraryEndpoints.remove, ({ params }) =>
    mediaLibraryStore.remove(params.id)
      ? { success: true as const, message: mediaLibraryMessages.deleted }
      : notFound(),
  ),
  mockEndpoint(mediaLibraryEndpoints.file, ({ params }) => {
    const item = mediaLibraryStore.find(params.id);
    const variant = item?.variants.find((v) => `${v.width}.webp` === params.file);
    if (!variant) return notFound();
    return new HttpResponse(placeholder(variant.width, variant.height), {
      headers: { "content-type": "image/svg+xml" },
    });
  }),
];
