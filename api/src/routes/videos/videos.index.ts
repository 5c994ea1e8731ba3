import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createVideosHandlers } from "./videos.handlers.ts";

export function videosRoutes(deps: AppDeps) {
  const h = createVideosHandlers(deps);
  return [
    route(endpoints.videos.list, h.list),
    route(endpoints.videos.adminList, h.adminList),
    route(endpoints.videos.create, h.create),
    route(endpoints.videos.update, h.update),
    route(endpoints.videos.remove, h.remove),
    route(endpoints.videos.setStatus, h.setStatus),
  ];
}
