import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  availabilityInputSchema,
  availabilitySchema,
  meetingProposalQuerySchema,
  meetingSlotsResponseSchema,
} from "./meeting-bookings.schema.ts";
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
      "Book a free slot with the pastor; stored as pending (the slot is held), e-mailed to pastor and requester. The API also rejects dates before tomorrow in Buffalo (meetingRequestInputFor(today)), a time that is not a free slot (400) and a slot taken meanwhile (409)",
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
  slots: defineEndpoint({
    method: "GET",
    path: "/api/meeting-requests/slots",
    summary:
      "The pastor's free one-hour slots from tomorrow to four weeks ahead, in Buffalo time: weekly hours, less blocked days and slots held by bookings, accepted meetings and proposed times",
    tag: "meeting-requests",
    access: access.public,
    cache: "never",
    response: meetingSlotsResponseSchema,
  }),
  availability: defineEndpoint({
    method: "GET",
    path: "/api/pastor/availability",
    summary: "The pastor's weekly meeting hours and blocked days",
    tag: "meeting-requests",
    access: access.pastoral,
    response: availabilitySchema,
  }),
  saveAvailability: defineEndpoint({
    method: "PUT",
    path: "/api/pastor/availability",
    summary:
      "Replace the weekly meeting hours and blocked days (one transaction); bookings already made keep their slots",
    tag: "meeting-requests",
    access: access.pastoral,
    body: availabilityInputSchema,
    response: availabilitySchema,
  }),
  proposalPage: defineEndpoint({
    method: "GET",
    path: "/api/meeting-requests/proposal",
    summary:
      "The signed link of a proposed time's e-mail: a page with the time and one button (a GET never accepts, so link scanners cannot)",
    tag: "meeting-requests",
    access: access.public,
    query: meetingProposalQuerySchema,
    response: null,
    produces: ["text/html"],
  }),
  acceptProposal: defineEndpoint({
    method: "POST",
    path: "/api/meeting-requests/proposal",
    summary:
      "The proposal page's button: the visitor accepts the proposed time; the meeting is accepted, both sides are e-mailed. Only while that proposal stands and its time is ahead",
    tag: "meeting-requests",
    access: access.public,
    changesPublished: false,
    query: meetingProposalQuerySchema,
    response: null,
    produces: ["text/html"],
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
