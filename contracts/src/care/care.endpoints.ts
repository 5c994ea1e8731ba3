import { defineEndpoint } from "../common/endpoint.ts";
import { idParams } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  careListsSchema,
  careSettingsResponseSchema,
  careSettingsSchema,
  followUpResponseSchema,
  followUpsQuerySchema,
  followUpsResponseSchema,
  personFollowUpResponseSchema,
  sendWelcomeInputSchema,
  stepDoneInputSchema,
  stepParams,
} from "./care.schema.ts";

/** Newcomer follow-up and care lists: pastoral data, so admin and pastor only (PRODUCT.md). */
export const careEndpoints = {
  followUps: defineEndpoint({
    method: "GET",
    path: "/api/crm/follow-ups",
    summary: "Open follow-ups (and steps done in the last 30 days) with a step for the assignee, by person",
    tag: "care",
    access: access.pastoral,
    query: followUpsQuerySchema,
    response: followUpsResponseSchema,
  }),
  personFollowUp: defineEndpoint({
    method: "GET",
    path: "/api/crm/people/:id/follow-up",
    summary: "A person's follow-up, if their first contact opened one",
    tag: "care",
    access: access.pastoral,
    params: idParams,
    response: personFollowUpResponseSchema,
  }),
  setStepDone: defineEndpoint({
    method: "PUT",
    path: "/api/crm/follow-ups/:id/steps/:stepId/done",
    summary: "Mark a step done (with an optional note) or not done",
    tag: "care",
    access: access.pastoral,
    params: stepParams,
    body: stepDoneInputSchema,
    response: followUpResponseSchema,
  }),
  sendWelcome: defineEndpoint({
    method: "POST",
    path: "/api/crm/follow-ups/:id/steps/:stepId/welcome",
    summary:
      "Send the church's welcome from a message step by e-mail, SMS or WhatsApp, in the person's language; the step is then done",
    tag: "care",
    access: access.pastoral,
    params: stepParams,
    body: sendWelcomeInputSchema,
    response: followUpResponseSchema,
  }),
  settings: defineEndpoint({
    method: "GET",
    path: "/api/crm/care/settings",
    summary: "The follow-up steps, the welcome template (en, sw) and the not-seen weeks",
    tag: "care",
    access: access.pastoral,
    response: careSettingsResponseSchema,
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/api/crm/care/settings",
    summary:
      "Change the follow-up steps (for follow-ups opened from now on), the welcome template and the not-seen weeks",
    tag: "care",
    access: access.pastoral,
    body: careSettingsSchema,
    response: careSettingsResponseSchema,
  }),
  lists: defineEndpoint({
    method: "GET",
    path: "/api/crm/care/lists",
    summary:
      "The weekly care lists: newcomers this month, regulars not seen for N weeks, birthdays and wedding anniversaries in 14 days",
    tag: "care",
    access: access.pastoral,
    response: careListsSchema,
  }),
};
