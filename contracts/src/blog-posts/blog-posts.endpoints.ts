import { defineEndpoint, LARGE_JSON_MAX_BODY_BYTES } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import {
  adminBlogPostsQuerySchema,
  blogPostInputSchema,
  blogPostResponseSchema,
  blogPostsListResponseSchema,
  blogPostsQuerySchema,
} from "./blog-posts.schema.ts";

export const blogPostsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/blog-posts",
    summary: "Published blog posts, newest first",
    tag: "blog",
    access: access.public,
    cache: "published",
    query: blogPostsQuerySchema,
    response: blogPostsListResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/blog-posts",
    summary: "All blog posts including drafts, newest first",
    tag: "blog",
    access: access.staff,
    query: adminBlogPostsQuerySchema,
    response: blogPostsListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/blog-posts",
    summary: "Create a blog post",
    tag: "blog",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    body: blogPostInputSchema,
    response: blogPostResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/blog-posts/:id",
    summary: "Edit a blog post",
    tag: "blog",
    access: access.staff,
    maxBodyBytes: LARGE_JSON_MAX_BODY_BYTES,
    params: idParams,
    body: blogPostInputSchema,
    response: blogPostResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/blog-posts/:id",
    summary: "Delete a blog post",
    tag: "blog",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("blog-posts", "blog", blogPostResponseSchema),
};
