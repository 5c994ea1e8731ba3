import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAnnouncementsHandlers } from "./announcements.handlers.ts";

export function announcementsRoutes(deps: AppDeps) {
  const h = createAnnouncementsHandlers(deps);
  return [
    route(endpoints.announcements.list, h.list),
    route(endpoints.announcements.adminList, h.adminList),
    route(endpoints.announcements.bySlug, h.bySlug),
    route(endpoints.announcements.create, h.create),
    route(endpoints.announcements.update, h.update),
    route(endpoints.announcements.remove, h.remove),
    route(endpoints.announcements.setStatus, h.setStatus),
  ];
}
