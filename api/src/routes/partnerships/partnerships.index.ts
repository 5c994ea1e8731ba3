import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createPartnershipsHandlers } from "./partnerships.handlers.ts";

export function partnershipsRoutes(deps: AppDeps) {
  const h = createPartnershipsHandlers(deps);
  return [route(endpoints.partnerships.list, h.list)];
}
