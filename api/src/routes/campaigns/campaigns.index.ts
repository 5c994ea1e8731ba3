import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createCampaignsHandlers } from "./campaigns.handlers.ts";

export function campaignsRoutes(deps: AppDeps) {
  const h = createCampaignsHandlers(deps);
  return [route(endpoints.campaigns.list, h.list), route(endpoints.campaigns.send, h.send)];
}
