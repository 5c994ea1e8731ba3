import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createPublishedChangesHandlers, type PublishedChanges } from "./published-changes.handlers.ts";

export function publishedChangesRoutes(deps: AppDeps, changes: PublishedChanges | undefined) {
  const h = createPublishedChangesHandlers(changes, deps.env.READ_CACHE_MS);
  return [route(endpoints.publishedChanges.stream, h.stream)];
}
