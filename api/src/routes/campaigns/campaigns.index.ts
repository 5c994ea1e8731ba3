import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createCampaignsHandlers } from "./campaigns.handlers.ts";

export function campaignsRoutes(deps: AppDeps) {
  const h = createCampaignsHandlers(deps);
  return [
    route(endpoints.campaigns.list, h.list),
    route(endpoints.campaigns.send, h.send),
    route(endpoints.campaigns.preview, h.preview),
    route(endpoints.campaigns.test, h.test),
    route(endpoints.campaigns.audience, h.audience),
    route(endpoints.campaigns.sender, h.sender),
    route(endpoints.campaigns.saveSender, h.saveSender),
  ];
}
