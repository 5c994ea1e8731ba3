import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { tagInUseSchema, tagNameInputSchema, tagNamesSchema, tagsInUseSchema } from "./tag-names.schema.ts";

export const tagNamesEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/tag-names",
    summary: "The Swahili names staff gave tags",
    tag: "tag-names",
    access: access.public,
    cache: "published",
    response: tagNamesSchema,
  }),
  inUse: defineEndpoint({
    method: "GET",
    path: "/api/tag-names/in-use",
    summary: "Every tag on the content, with its Swahili name and how often it is used",
    tag: "tag-names",
    access: access.staff,
    response: tagsInUseSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/tag-names",
    summary: "Give a tag its Swahili name (empty removes it)",
    tag: "tag-names",
    access: access.staff,
    body: tagNameInputSchema,
    response: tagInUseSchema,
  }),
};
