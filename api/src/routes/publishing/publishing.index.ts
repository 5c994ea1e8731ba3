import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createPublishingHandlers } from "./publishing.handlers.ts";

export function publishingRoutes(deps: AppDeps) {
  const h = createPublishingHandlers(deps);
  return [route(endpoints.publishing.preview, h.preview)];
}
