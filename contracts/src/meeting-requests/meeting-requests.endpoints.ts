import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  meetingCancelInputSchema,
  meetingRequestInputSchema,
  meetingRequestsListResponseSchema,
  meetingRequestsQuerySchema,
  meetingRespondResultSchema,
  meetingResponseInputSchema,
  meetingSubmitResponseSchema,
  sendNotificationBodySchema,
} from "./meeting-requests.schema.ts";

export const meetingRequestsEndpoints = {
  submit: defineEndpoint({
    method: "POST",
    path: "/api/meeting-requests",
    summary:
      "Request a meeting with the pastor; stored as pending, e-mailed to pastor and requester. The API also rejects dates before tomorrow (America/New_York) with meetingRequestInputFor(today)",
    tag: "meeting-requests",
    access: access.public,
    changesPublished: false,
    body: meetingRequestInputSchema,
    response: meetingSubmitResponseSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/pastor/meeting-requests",
    summary: "Meeting requests, newest first, with the pending count",
    tag: "meeting-requests",
    access: access.pastoral,
    query: meetingRequestsQuerySchema,
    response: meetingRequestsListResponseSchema,
  }),
  respond: defineEndpoint({
    method: "PUT",
    path: "/api/pastor/meeting-requests/:id/respond",
    summary: "Accept, decline or suggest a new time; e-mails the requester. Only pending requests (else 409)",
    tag: "meeting-requests",
    access: access.pastoral,
    params: idParams,
    body: meetingResponseInputSchema,
    response: meetingRespondResultSchema,
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/pastor/meeting-requests/:id/cancel",
    summary:
      "Call off an accepted meeting: e-mails the requester and cancels its text reminders. Only accepted meetings (else 409)",
    tag: "meeting-requests",
    access: access.pastoral,
    params: idParams,
    body: meetingCancelInputSchema,
    response: meetingRespondResultSchema,
  }),
  calendar: defineEndpoint({
    method: "GET",
    path: "/api/pastor/meeting-requests/:id/meeting.ics",
    summary:
      "An accepted meeting as a one-hour iCalendar entry in Buffalo time, the same entry the requester was sent. Other statuses 409",
    tag: "meeting-requests",
    access: access.pastoral,
    params: idParams,
    response: null,
    produces: ["text/calendar"],
  }),
  sendNotification: defineEndpoint({
    method: "POST",
    path: "/api/pastor/send-notification",
    summary: "E-mail a staff member that new meeting requests are waiting",
    tag: "meeting-requests",
    access: access.pastoral,
    body: sendNotificationBodySchema,
    response: okSchema,
  }),
};
