import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createShareCardHandlers } from "./share-cards.handlers.ts";

export function shareCardsRoutes(deps: AppDeps) {
  const h = createShareCardHandlers(deps);
  return [route(endpoints.shareCards.card, h.card)];
}
