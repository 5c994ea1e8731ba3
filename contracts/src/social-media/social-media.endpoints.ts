import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { socialMediaInputSchema, socialMediaSettingsSchema } from "./social-media.schema.ts";

export const socialMediaEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/social-media",
    summary: "Instagram, Facebook and WhatsApp links with their on/off switches",
    tag: "social-media",
    access: access.public,
    cache: "published",
    response: socialMediaSettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/social-media",
    summary: "Save the social links",
    tag: "social-media",
    access: access.staff,
    body: socialMediaInputSchema,
    response: socialMediaSettingsSchema,
  }),
};
