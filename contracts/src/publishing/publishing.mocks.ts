import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import type { MockStore } from "../common/mock-store.ts";
import { nowIso } from "../common/mock-store.ts";
import type { PublishStatus } from "../common/primitives.ts";
import { publishingEndpoints } from "./publishing.endpoints.ts";
import { type ContentPreview, sameStatusMessage } from "./publishing.schema.ts";

interface Publishable {
  id: string;
  status: PublishStatus;
  publishedAt: string | null;
  updatedAt: string;
}

/** The status change of one mock store, as the API makes it: 404, 409 naming `status`, or the item. */
export function changeMockStatus<T extends Publishable>(
  store: MockStore<T>,
  id: string,
  status: PublishStatus,
  notFoundMessage: string,
): T | Response {
  const current = store.find(id);
  if (!current) return mockError(404, "not_found", notFoundMessage);
  if (current.status === status)
    return mockError(409, "conflict", sameStatusMessage(status), { status: sameStatusMessage(status) });
  const now = nowIso();
  const patch: Partial<Publishable> = {
    status,
    publishedAt: status === "published" ? now : null,
    updatedAt: now,
  };
  return store.update(id, patch as Partial<T>) ?? mockError(404, "not_found", notFoundMessage);
}

/** Mock mode has no drafts of its own to preview beyond the stores: it says not found. */
export const publishingHandlers = [
  mockEndpoint(publishingEndpoints.preview, (): { preview: ContentPreview } | Response =>
    mockError(404, "not_found", "Not found"),
  ),
];
