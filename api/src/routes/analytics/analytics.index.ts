import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAnalyticsHandlers } from "./analytics.handlers.ts";

export function analyticsRoutes(deps: AppDeps) {
  const h = createAnalyticsHandlers(deps);
  return [
    route(endpoints.analytics.track, h.track),
    route(endpoints.analytics.summary, h.summary),
    route(endpoints.analytics.export, h.exportFile),
  ];
}
