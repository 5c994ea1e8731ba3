import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  careStaffResponseSchema,
  householdCareSchema,
  noteInputSchema,
  noteResponseSchema,
  openFollowUpsSchema,
  personCareSchema,
  visitInputSchema,
  visitResponseSchema,
  visitUpdateSchema,
} from "./care-notes.schema.ts";

/**
 * Visits and pastoral notes: admin and pastor (`access.pastoral`). Who may read a confidential
 * note's text is decided per note by the API (its author, or a pastor): decision 028.
 */
export const careNotesEndpoints = {
  personCare: defineEndpoint({
    method: "GET",
    path: "/api/crm/people/:id/care",
    summary:
      "A person's visits (their own and their household's) and standalone notes, newest first; a confidential note's text is never in it",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: personCareSchema,
  }),
  householdCare: defineEndpoint({
    method: "GET",
    path: "/api/crm/households/:id/care",
    summary: "A household's members and visits, newest first; a confidential note's text is never in it",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: householdCareSchema,
  }),
  createVisit: defineEndpoint({
    method: "POST",
    path: "/api/crm/visits",
    summary:
      "Record a visit or call (home, hospital, phone, church, other) on a person or a household: the date, who went, a note (confidential: encrypted, readable by its author and pastors only) and a follow-up date",
    tag: "care",
    access: access.pastoral,
    body: visitInputSchema,
    response: visitResponseSchema,
    status: 201,
  }),
  updateVisit: defineEndpoint({
    method: "PUT",
    path: "/api/crm/visits/:id",
    summary:
      "Change a visit (kind, day, who went, its note, follow-up date): its author or a pastor account, else 403; a confidential note stays encrypted, and the change is audit-logged without its text",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    body: visitUpdateSchema,
    response: visitResponseSchema,
  }),
  deleteVisit: defineEndpoint({
    method: "DELETE",
    path: "/api/crm/visits/:id",
    summary: "Delete a visit and its note: its author or a pastor account, else 403; audit-logged",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: okSchema,
  }),
  createNote: defineEndpoint({
    method: "POST",
    path: "/api/crm/people/:id/notes",
    summary:
      "Write a pastoral note on a person (confidential: encrypted, readable by its author and pastors only)",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    body: noteInputSchema,
    response: noteResponseSchema,
    status: 201,
  }),
  readNote: defineEndpoint({
    method: "GET",
    path: "/api/crm/care-notes/:id",
    summary:
      "One note with its text. A confidential note: only its author and pastor accounts (403 for others), and every read is audit-logged (care_note.read)",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: noteResponseSchema,
  }),
  openFollowUps: defineEndpoint({
    method: "GET",
    path: "/api/crm/visits/follow-ups",
    summary: "Visits with a follow-up date not yet followed up, the earliest date first",
    tag: "care",
    access: access.pastoral,
    response: openFollowUpsSchema,
  }),
  completeFollowUp: defineEndpoint({
    method: "POST",
    path: "/api/crm/visits/:id/follow-up-done",
    summary:
      "Mark a visit's follow-up done (409 when it has no follow-up date); doing it twice keeps the first time",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: visitResponseSchema,
  }),
  staff: defineEndpoint({
    method: "GET",
    path: "/api/crm/visits/staff",
    summary: "The staff who may go on a visit: active pastor and administrator accounts, by name",
    tag: "care",
    access: access.pastoral,
    response: careStaffResponseSchema,
  }),
};
