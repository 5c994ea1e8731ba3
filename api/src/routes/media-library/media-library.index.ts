import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createMediaLibraryHandlers } from "./media-library.handlers.ts";

export function mediaLibraryRoutes(deps: AppDeps) {
  const h = createMediaLibraryHandlers(deps);
  return [
    route(endpoints.mediaLibrary.list, h.list),
    route(endpoints.mediaLibrary.upload, h.upload),
    route(endpoints.mediaLibrary.setAlt, h.setAlt),
    route(endpoints.mediaLibrary.remove, h.remove),
    route(endpoints.mediaLibrary.file, h.file),
  ];
}
