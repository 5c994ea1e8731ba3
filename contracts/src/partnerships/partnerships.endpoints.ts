import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { partnershipsResponseSchema } from "./partnerships.schema.ts";

export const partnershipsEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/partnerships",
    summary: "The three partnerships shown in the home-page carousel (fixed list)",
    tag: "partnerships",
    access: access.public,
    cache: "published",
    response: partnershipsResponseSchema,
  }),
};
