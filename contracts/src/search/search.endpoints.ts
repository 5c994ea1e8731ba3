import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { searchQuerySchema, searchResponseSchema } from "./search.schema.ts";

export const searchEndpoints = {
  search: defineEndpoint({
    method: "GET",
    path: "/api/search",
    summary: "Search published articles, announcements, events, blog posts, videos and audio",
    tag: "search",
    access: access.public,
    cache: "published",
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
};
