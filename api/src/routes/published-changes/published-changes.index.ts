import { endpoints } from "@church/contracts";
import { route } from "../../lib/route.ts";
import { createPublishedChangesHandlers, type PublishedChanges } from "./published-changes.handlers.ts";

export function publishedChangesRoutes(changes: PublishedChanges | undefined) {
  const h = createPublishedChangesHandlers(changes);
  return [route(endpoints.publishedChanges.stream, h.stream)];
}
