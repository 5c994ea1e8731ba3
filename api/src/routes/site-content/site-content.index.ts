import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createSiteContentHandlers } from "./site-content.handlers.ts";

export function siteContentRoutes(deps: AppDeps) {
  const h = createSiteContentHandlers(deps);
  return [
    route(endpoints.siteContent.list, h.list),
    route(endpoints.siteContent.adminList, h.adminList),
    route(endpoints.siteContent.import, h.importItems),
    route(endpoints.siteContent.reset, h.reset),
    route(endpoints.siteContent.create, h.create),
    route(endpoints.siteContent.update, h.update),
    route(endpoints.siteContent.remove, h.remove),
  ];
}
