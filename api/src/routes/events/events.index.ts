import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createEventsHandlers } from "./events.handlers.ts";

export function eventsRoutes(deps: AppDeps) {
  const h = createEventsHandlers(deps);
  return [
    route(endpoints.events.list, h.list),
    route(endpoints.events.adminList, h.adminList),
    route(endpoints.events.create, h.create),
    route(endpoints.events.update, h.update),
    route(endpoints.events.remove, h.remove),
    route(endpoints.events.setStatus, h.setStatus),
  ];
}
