import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createFollowUpHandlers } from "./care.follow-ups.ts";
import { createCareHandlers } from "./care.lists.ts";

export function careRoutes(deps: AppDeps) {
  const followUps = createFollowUpHandlers(deps);
  const care = createCareHandlers(deps);
  return [
    route(endpoints.care.followUps, followUps.list),
    route(endpoints.care.personFollowUp, followUps.personFollowUp),
    route(endpoints.care.setStepDone, followUps.setStepDone),
    route(endpoints.care.sendWelcome, followUps.sendWelcome),
    route(endpoints.care.settings, care.settings),
    route(endpoints.care.updateSettings, care.updateSettings),
    route(endpoints.care.lists, care.lists),
  ];
}
