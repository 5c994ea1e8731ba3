import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  adminSiteContentQuerySchema,
  siteContentImportResponseSchema,
  siteContentImportSchema,
  siteContentInputSchema,
  siteContentItemResponseSchema,
  siteContentListResponseSchema,
  siteContentQuerySchema,
} from "./site-content.schema.ts";

export const siteContentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/site-content",
    summary: "Published site content items (what public pages show)",
    tag: "site-content",
    access: access.public,
    query: siteContentQuerySchema,
    response: siteContentListResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/site-content",
    summary: "All site content items including drafts",
    tag: "site-content",
    access: access.staff,
    query: adminSiteContentQuerySchema,
    response: siteContentListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/site-content",
    summary: "Add a site content item (section + key unique)",
    tag: "site-content",
    access: access.staff,
    body: siteContentInputSchema,
    response: siteContentItemResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/site-content/:id",
    summary: "Edit a site content item",
    tag: "site-content",
    access: access.staff,
    params: idParams,
    body: siteContentInputSchema,
    response: siteContentItemResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/site-content/:id",
    summary: "Delete a site content item",
    tag: "site-content",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  import: defineEndpoint({
    method: "POST",
    path: "/api/site-content/import",
    summary: "Import a JSON array of items; same section + key replaces, all or nothing",
    tag: "site-content",
    access: access.staff,
    body: siteContentImportSchema,
    response: siteContentImportResponseSchema,
  }),
  reset: defineEndpoint({
    method: "POST",
    path: "/api/site-content/reset",
    summary: "Replace all items with the 15 defaults",
    tag: "site-content",
    access: access.staff,
    response: siteContentListResponseSchema,
  }),
};
