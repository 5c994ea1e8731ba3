import { slugParams } from "../common/content.ts";
import { defineEndpoint, LARGE_JSON_MAX_BODY_BYTES } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import {
  adminArticlesQuerySchema,
  articleInputSchema,
  articleResponseSchema,
  articlesListResponseSchema,
  articlesQuerySchema,
} from "./articles.schema.ts";

export const articlesEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/articles",
    summary: "Published articles, newest first; search covers title, excerpt and author",
    tag: "articles",
    access: access.public,
    cache: "published",
    query: articlesQuerySchema,
    response: articlesListResponseSchema,
  }),
  bySlug: defineEndpoint({
    method: "GET",
    path: "/api/articles/:slug",
    summary: "One published article by slug (404 'Article Not Found')",
    tag: "articles",
    access: access.public,
    cache: "published",
    params: slugParams,
    response: articleResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/articles",
    summary: "All articles including drafts",
    tag: "articles",
    access: access.staff,
    query: adminArticlesQuerySchema,
    response: articlesListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/articles",
    summary: "Create an article (slug derived from the title when empty)",
    tag: "articles",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    body: articleInputSchema,
    response: articleResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/articles/:id",
    summary: "Edit an article",
    tag: "articles",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    params: idParams,
    body: articleInputSchema,
    response: articleResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/articles/:id",
    summary: "Delete an article",
    tag: "articles",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("articles", "articles", articleResponseSchema),
};
