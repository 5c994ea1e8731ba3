import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import {
  videoInputSchema,
  videoResponseSchema,
  videosListResponseSchema,
  videosQuerySchema,
} from "./videos.schema.ts";

export const videosEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/videos",
    summary: "The video library, newest date first",
    tag: "videos",
    access: access.public,
    cache: "published",
    query: videosQuerySchema,
    response: videosListResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/videos",
    summary: "All videos including drafts, newest date first",
    tag: "videos",
    access: access.staff,
    response: videosListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/videos",
    summary: "Add a YouTube video (a link or an id)",
    tag: "videos",
    access: access.staff,
    body: videoInputSchema,
    response: videoResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/videos/:id",
    summary: "Edit a video",
    tag: "videos",
    access: access.staff,
    params: idParams,
    body: videoInputSchema,
    response: videoResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/videos/:id",
    summary: "Delete a video",
    tag: "videos",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("videos", "videos", videoResponseSchema),
};
