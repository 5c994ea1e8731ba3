import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createSearchHandlers } from "./search.handlers.ts";

export function searchRoutes(deps: AppDeps) {
  const h = createSearchHandlers(deps);
  return [route(endpoints.search.search, h.search)];
}
