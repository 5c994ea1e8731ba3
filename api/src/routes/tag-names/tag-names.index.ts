import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createTagNamesHandlers } from "./tag-names.handlers.ts";

export function tagNamesRoutes(deps: AppDeps) {
  const h = createTagNamesHandlers(deps);
  return [
    route(endpoints.tagNames.list, h.list),
    route(endpoints.tagNames.inUse, h.inUse),
    route(endpoints.tagNames.update, h.update),
  ];
}
