import { HttpResponse } from "msw";
import { mockEndpoint, mockError, readMockForm } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { audioServicesSeed } from "../seed/audio-services.seed.ts";
import { audioMessages } from "./audio-services.constants.ts";
import { audioServicesEndpoints } from "./audio-services.endpoints.ts";
import {
  type AudioService,
  audioServiceCreateSchema,
  audioServiceUpdateSchema,
} from "./audio-services.schema.ts";

export const audioServicesFixtures: readonly AudioService[] = audioServicesSeed;
export const audioServicesStore = createMockStore(() => audioServicesFixtures);

const notFound = () => mockError(404, "not_found", "Audio service not found");

const urls = (id: string) => ({
  audioUrl: `/api/audio-services/${id}/file`,
  downloadUrl: `/api/audio-services/${id}/file?download=1`,
  // The mocks make no light copy (the server's job does).
  lowBitrateUrl: null,
  lowBitrateSizeBytes: null,
});

export const audioServicesHandlers = [
  mockEndpoint(audioServicesEndpoints.list, () => ({
    audioServices: audioServicesStore
      .all()
      .filter((a) => a.status === "published")
      .sort((a, b) => b.date.localeCompare(a.date)),
  })),
  mockEndpoint(audioServicesEndpoints.stream, ({ params }) => {
    if (!audioServicesStore.find(params.id)) return notFound();
    // A tiny silent payload: enough for players in stories to load without a real recording.
    return new HttpResponse(new Uint8Array(64), {
      headers: { "content-type": "audio/mpeg", "accept-ranges": "bytes" },
    });
  }),
  mockEndpoint(audioServicesEndpoints.streamLowBitrate, ({ params }) => {
    const item = audioServicesStore.find(params.id);
    if (!item?.lowBitrateUrl) return notFound();
    return new HttpResponse(new Uint8Array(16), {
      headers: { "content-type": "audio/mpeg", "accept-ranges": "bytes" },
    });
  }),
  mockEndpoint(audioServicesEndpoints.create, async ({ request }) => {
    const body = await readMockForm(request, audioServiceCreateSchema);
    if (body instanceof Response) return body;
    const id = newId();
    const now = nowIso();
    const { file, duration, ...fields } = body;
    const audioService = audioServicesStore.insert({
      id,
      ...fields,
      ...urls(id),
      duration: duration || "0:00",
      fileSizeBytes: file.size,
      mimeType: file.type || null,
      publishedAt: fields.status === "published" ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    return { audioService };
  }),
  mockEndpoint(audioServicesEndpoints.update, async ({ params, request }) => {
    const current = audioServicesStore.find(params.id);
    if (!current) return notFound();
    const body = await readMockForm(request, audioServiceUpdateSchema);
    if (body instanceof Response) return body;
    const { file, duration, ...fields } = body;
    const audioService =
      audioServicesStore.update(params.id, {
        ...fields,
        duration: duration || current.duration,
        publishedAt: fields.status === "published" ? (current.publishedAt ?? nowIso()) : null,
        ...(file ? { fileSizeBytes: file.size, mimeType: file.type || null } : {}),
        updatedAt: nowIso(),
      }) ?? current;
    return { audioService };
  }),
  mockEndpoint(audioServicesEndpoints.remove, ({ params }) =>
    audioServicesStore.remove(params.id)
      ? { success: true as const, message: audioMessages.deleted }
      : notFound(),
  ),
  mockEndpoint(audioServicesEndpoints.adminList, () => ({
    audioServices: [...audioServicesStore.all()].sort((a, b) => b.date.localeCompare(a.date)),
  })),
  mockEndpoint(audioServicesEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(audioServicesStore, params.id, body.status, "Audio service not found");
    return item instanceof Response ? item : { audioService: item };
  }),
];
