import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  mediaAltInputSchema,
  mediaFileParamsSchema,
  mediaItemResponseSchema,
  mediaListResponseSchema,
  mediaUploadLimits,
  mediaUploadSchema,
} from "./media-library.schema.ts";

export const mediaLibraryEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/media-library",
    summary: "The pictures of the media library, newest first",
    tag: "media",
    access: access.staff,
    response: mediaListResponseSchema,
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/api/media-library",
    summary:
      "Upload a picture (multipart `file`, optional `altEn`, `altSw`); kept as WebP at the widths pages use, without its metadata",
    tag: "media",
    access: access.staff,
    body: mediaUploadSchema,
    multipart: true,
    // The file plus the two alt texts around it; streamed to disk by the handler.
    maxBodyBytes: mediaUploadLimits.maxBytes + 64 * 1024,
    response: mediaItemResponseSchema,
    status: 201,
  }),
  setAlt: defineEndpoint({
    method: "PUT",
    path: "/api/media-library/:id/alt",
    summary: "Describe a picture in English and Swahili (both needed before a form may use it)",
    tag: "media",
    access: access.staff,
    params: idParams,
    body: mediaAltInputSchema,
    response: mediaItemResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/media-library/:id",
    summary: "Delete a picture and its files (pages that used it show none)",
    tag: "media",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/api/media-library/:id/:file",
    summary: "One width of a picture (WebP); kept by browsers and caches for a year (it never changes)",
    tag: "media",
    access: access.public,
    params: mediaFileParamsSchema,
    response: null,
    produces: ["image/webp"],
  }),
};
