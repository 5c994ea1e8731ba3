import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockValue, nowIso } from "../common/mock-store.ts";
import { socialMediaEndpoints } from "./social-media.endpoints.ts";
import type { SocialMediaSettings } from "./social-media.schema.ts";

export const socialMediaFixtures: SocialMediaSettings = {
  instagram: "https://www.instagram.com/amanifriends.example",
  facebook: "https://www.facebook.com/amanifriends.example",
  whatsapp: "17165550142",
  enabled: { instagram: true, facebook: true, whatsapp: false },
  updatedAt: "2026-10-01T12:00:00.000Z",
};

const settings = createMockValue(() => socialMediaFixtures);

export const socialMediaHandlers = [
  mockEndpoint(socialMediaEndpoints.get, () => settings.get()),
  mockEndpoint(socialMediaEndpoints.update, ({ body }) => settings.set({ ...body, updatedAt: nowIso() })),
];
