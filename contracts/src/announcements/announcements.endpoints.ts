import { slugParams } from "../common/content.ts";
import { defineEndpoint, LARGE_JSON_MAX_BODY_BYTES } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import {
  adminAnnouncementsQuerySchema,
  announcementInputSchema,
  announcementResponseSchema,
  announcementsListResponseSchema,
  announcementsQuerySchema,
} from "./announcements.schema.ts";

export const announcementsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/announcements",
    summary: "Published, unexpired announcements by priority (urgent, normal, info), then newest date",
    tag: "announcements",
    access: access.public,
    cache: "published",
    query: announcementsQuerySchema,
    response: announcementsListResponseSchema,
  }),
  bySlug: defineEndpoint({
    method: "GET",
    path: "/api/announcements/:slug",
    summary: "One published announcement by slug (404 'Announcement Not Found')",
    tag: "announcements",
    access: access.public,
    cache: "published",
    params: slugParams,
    response: announcementResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/announcements",
    summary: "All announcements including drafts and expired ones",
    tag: "announcements",
    access: access.staff,
    query: adminAnnouncementsQuerySchema,
    response: announcementsListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/announcements",
    summary: "Create an announcement (slug derived from the title when empty)",
    tag: "announcements",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    body: announcementInputSchema,
    response: announcementResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/announcements/:id",
    summary: "Edit an announcement",
    tag: "announcements",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    params: idParams,
    body: announcementInputSchema,
    response: announcementResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/announcements/:id",
    summary: "Delete an announcement",
    tag: "announcements",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("announcements", "announcements", announcementResponseSchema),
};
