import type { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { idParams } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  contentPreviewParams,
  contentPreviewResponseSchema,
  publishStatusChangeSchema,
} from "./publishing.schema.ts";

/**
 * `PUT /api/<resource>/:id/status` of one content kind: publish or unpublish. Asking for the state the
 * item is already in answers 409 naming `status` (two staff in two tabs), so a click never does nothing
 * silently. A write, so every instance's read cache is emptied and the public site hears of it.
 */
export function publishStatusEndpoint<R extends z.ZodType>(resource: string, tag: string, response: R) {
  return defineEndpoint({
    method: "PUT",
    path: `/api/${resource}/:id/status`,
    summary: "Publish or unpublish (409 naming `status` when it is already in that state)",
    tag,
    access: access.staff,
    params: idParams,
    body: publishStatusChangeSchema,
    response,
  });
}

export const publishingEndpoints = {
  preview: defineEndpoint({
    method: "GET",
    path: "/api/admin/preview/:kind/:id",
    summary: "One content item as the public site would show it, drafts included (staff only)",
    tag: "publishing",
    access: access.staff,
    params: contentPreviewParams,
    response: contentPreviewResponseSchema,
  }),
};
