import { churchInfo } from "../common/church-info.ts";
import { addDays, calendarDate } from "../common/content-utils.ts";
import { easternInstant } from "../common/eastern-time.ts";
import { fieldErrors } from "../common/errors.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso, registerMockReset } from "../common/mock-store.ts";
import { parseTimeOfDay } from "../common/swahili-clock.ts";
import { type Availability, bookingRules } from "./meeting-bookings.schema.ts";
import { defaultWeeklyHours, freeMeetingSlots } from "./meeting-bookings.slots.ts";
import { meetingMessages, meetingSubject } from "./meeting-requests.constants.ts";
import { meetingRequestsEndpoints } from "./meeting-requests.endpoints.ts";
import { type MeetingRequest, meetingRequestInputFor } from "./meeting-requests.schema.ts";

const inDays = (days: number) => addDays(calendarDate(new Date()), days);

export const meetingRequestsFixtures: readonly MeetingRequest[] = [
  {
    id: "ab000000-0000-4000-8000-000000000001",
    subject: meetingSubject("spiritual-guidance"),
    requesterName: "Agnes Mukamana",
    requesterEmail: "agnes.mukamana@example.com",
    requesterPhone: "716-555-0158",
    requestedDate: inDays(3),
    requestedTime: "11:00 AM",
    alternativeDate: inDays(4),
    alternativeTime: "2:00 PM",
    preferredMeetingType: "spiritual-guidance",
    meetingFormat: "in-person",
    urgency: "important",
    message: "I would like to talk about baptism and joining the church.",
    language: "sw",
    status: "pending",
    pastorResponse: null,
    suggestedDate: null,
    suggestedTime: null,
    videoLink: null,
    createdAt: "2026-11-20T15:45:00.000Z",
    updatedAt: "2026-11-20T15:45:00.000Z",
  },
  {
    id: "ab000000-0000-4000-8000-000000000002",
    subject: meetingSubject("community-service"),
    requesterName: "Tom Fischer",
    requesterEmail: "tom.fischer@example.com",
    requesterPhone: null,
    requestedDate: inDays(6),
    requestedTime: "4:00 PM",
    alternativeDate: null,
    alternativeTime: null,
    preferredMeetingType: "community-service",
    meetingFormat: "video",
    urgency: "routine",
    message: "Our neighbourhood association would like to partner on the winter coat drive.",
    language: "en",
    status: "accepted",
    pastorResponse: "Happy to meet. I will send a video link the day before.",
    suggestedDate: null,
    suggestedTime: null,
    videoLink: "https://meet.jit.si/AmaniFriends-mock-4f7d2c9a1b",
    createdAt: "2026-11-14T19:10:00.000Z",
    updatedAt: "2026-11-15T10:00:00.000Z",
  },
];

export const meetingRequestsStore = createMockStore(() => meetingRequestsFixtures);

/** The mock pastor's hours: weekdays 10:00 to 16:00, one blocked day next week. */
export const availabilityFixture: Availability = {
  weeklyHours: defaultWeeklyHours
    .filter((d) => d.weekday >= 1 && d.weekday <= 5)
    .map((d) => ({ ...d, start: "10:00", end: "16:00" })),
  blockedDays: [{ date: inDays(8), note: "Yearly Meeting" }],
  customised: true,
};
let availability: Availability = availabilityFixture;
registerMockReset(() => {
  availability = availabilityFixture;
});

/** Slots held by the mock's pending and accepted requests. */
const heldSlots = (): Set<number> =>
  new Set(
    meetingRequestsStore
      .all()
      .filter((r) => r.status === "pending" || r.status === "accepted")
      .map((r) => easternInstant(r.requestedDate, parseTimeOfDay(r.requestedTime) ?? "00:00")),
  );

/** Notifications the mock "sent", for tests to inspect. */
export const sentMeetingNotifications: Array<{ recipientEmail: string; count: number }> = [];
registerMockReset(() => {
  sentMeetingNotifications.length = 0;
});

export const meetingRequestsHandlers = [
  mockEndpoint(meetingRequestsEndpoints.submit, ({ body }) => {
    // The date rule depends on today, so it is checked here as the API does.
    const dated = meetingRequestInputFor(calendarDate(new Date())).safeParse(body);
    if (!dated.success) {
      const fields = fieldErrors(dated.error.issues);
      return mockError(400, "validation_error", meetingMessages.dateTooEarly, fields);
    }
    const now = nowIso();
    const request = meetingRequestsStore.insert({
      id: newId(),
      subject: meetingSubject(body.meetingType),
      requesterName: body.name,
      requesterEmail: body.email,
      requesterPhone: body.phone,
      requestedDate: body.preferredDate,
      requestedTime: body.preferredTime,
      alternativeDate: body.alternativeDate,
      alternativeTime: body.alternativeTime,
      preferredMeetingType: body.meetingType,
      meetingFormat: body.meetingFormat,
      urgency: body.urgency,
      message: body.purpose,
      language: body.language,
      status: "pending",
      pastorResponse: null,
      suggestedDate: null,
      suggestedTime: null,
      videoLink: null,
      createdAt: now,
      updatedAt: now,
    });
    return { success: true as const, message: meetingMessages.submitted, id: request.id };
  }),
  mockEndpoint(meetingRequestsEndpoints.list, ({ query }) => {
    const all = [...meetingRequestsStore.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      meetingRequests: all.filter((r) => !query.status || r.status === query.status),
      pendingCount: all.filter((r) => r.status === "pending").length,
    };
  }),
  mockEndpoint(meetingRequestsEndpoints.respond, ({ params, body }) => {
    const current = meetingRequestsStore.find(params.id);
    if (!current) return mockError(404, "not_found", meetingMessages.notFound);
    if (current.status !== "pending") return mockError(409, "conflict", meetingMessages.notPending);
    const status = ({ accept: "accepted", decline: "declined", reschedule: "rescheduled" } as const)[
      body.action
    ];
    const meetingRequest =
      meetingRequestsStore.update(params.id, {
        status,
        pastorResponse: body.message || null,
        suggestedDate: body.action === "reschedule" ? body.suggestedDate : null,
        suggestedTime: body.action === "reschedule" ? body.suggestedTime : null,
        videoLink:
          body.action === "accept" && current.meetingFormat === "video"
            ? `https://meet.jit.si/AmaniFriends-mock-${params.id.slice(-10)}`
            : null,
        updatedAt: nowIso(),
      }) ?? current;
    return { success: true as const, message: meetingMessages.responseSent, meetingRequest };
  }),
  mockEndpoint(meetingRequestsEndpoints.cancel, ({ params, body }) => {
    const current = meetingRequestsStore.find(params.id);
    if (!current) return mockError(404, "not_found", meetingMessages.notFound);
    if (current.status !== "accepted") return mockError(409, "conflict", meetingMessages.notAccepted);
    const meetingRequest =
      meetingRequestsStore.update(params.id, {
        status: "cancelled",
        pastorResponse: body.message || current.pastorResponse,
        updatedAt: nowIso(),
      }) ?? current;
    return { success: true as const, message: meetingMessages.cancelled, meetingRequest };
  }),
  // A plain entry at the meeting's date; the API writes the timed one in Buffalo time.
  mockEndpoint(meetingRequestsEndpoints.calendar, ({ params }) => {
    const current = meetingRequestsStore.find(params.id);
    if (!current) return mockError(404, "not_found", meetingMessages.notFound);
    if (current.status !== "accepted") return mockError(409, "conflict", meetingMessages.noCalendarEntry);
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//mock//EN",
      "BEGIN:VEVENT",
      `UID:meeting-${current.id}@mock`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART;VALUE=DATE:${current.requestedDate.replace(/-/g, "")}`,
      `SUMMARY:${current.requesterName.replace(/([\\;,])/g, "\\$1")}`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    return new Response(text, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="meeting-${current.requestedDate}.ics"`,
      },
    });
  }),
  mockEndpoint(meetingRequestsEndpoints.slots, () => ({
    timeZone: churchInfo.timeZone,
    slotMinutes: bookingRules.slotMinutes,
    slots: freeMeetingSlots({
      today: calendarDate(new Date()),
      weeklyHours: availability.weeklyHours,
      blockedDays: availability.blockedDays,
      taken: heldSlots(),
    }),
  })),
  mockEndpoint(meetingRequestsEndpoints.availability, () => availability),
  mockEndpoint(meetingRequestsEndpoints.saveAvailability, ({ body }) => {
    availability = { ...body, customised: true };
    return availability;
  }),
  // The API answers these two with small HTML pages; the mock says the same in one line.
  mockEndpoint(
    meetingRequestsEndpoints.proposalPage,
    () => new Response("<!doctype html><p>Accept the proposed time?</p>", htmlHeaders),
  ),
  mockEndpoint(
    meetingRequestsEndpoints.acceptProposal,
    () => new Response("<!doctype html><p>Meeting confirmed</p>", htmlHeaders),
  ),
  mockEndpoint(meetingRequestsEndpoints.sendNotification, ({ body }) => {
    sentMeetingNotifications.push({ recipientEmail: body.recipientEmail, count: body.count });
    return { success: true as const };
  }),
];

const htmlHeaders = { headers: { "content-type": "text/html; charset=utf-8" } };
