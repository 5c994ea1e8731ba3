import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createSocialMediaHandlers } from "./social-media.handlers.ts";

export function socialMediaRoutes(deps: AppDeps) {
  const h = createSocialMediaHandlers(deps);
  return [route(endpoints.socialMedia.get, h.get), route(endpoints.socialMedia.update, h.update)];
}
