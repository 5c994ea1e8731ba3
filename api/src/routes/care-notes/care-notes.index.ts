import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createCareNotesHandlers } from "./care-notes.handlers.ts";

export function careNotesRoutes(deps: AppDeps) {
  const h = createCareNotesHandlers(deps);
  return [
    route(endpoints.careNotes.personCare, h.personCare),
    route(endpoints.careNotes.householdCare, h.householdCare),
    // Before any `/api/crm/visits/:id` route would take "follow-ups" or "staff" for an id.
    route(endpoints.careNotes.openFollowUps, h.openFollowUps),
    route(endpoints.careNotes.staff, h.staff),
    route(endpoints.careNotes.createVisit, h.createVisit),
    route(endpoints.careNotes.completeFollowUp, h.completeFollowUp),
    route(endpoints.careNotes.updateVisit, h.updateVisit),
    route(endpoints.careNotes.deleteVisit, h.deleteVisit),
    route(endpoints.careNotes.createNote, h.createNote),
    route(endpoints.careNotes.readNote, h.readNote),
  ];
}
