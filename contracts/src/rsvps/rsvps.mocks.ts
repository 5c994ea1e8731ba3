import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { isEventFull } from "../events/events.constants.ts";
import { occurrencesBetween } from "../events/events.dates.ts";
import { eventsStore } from "../events/events.mocks.ts";
import { eventMessages } from "../events/events.schema.ts";
import { rsvpMessages } from "./rsvps.constants.ts";
import { rsvpsEndpoints } from "./rsvps.endpoints.ts";
import { confirmedCount, rsvpsFixtures } from "./rsvps.fixtures.ts";
import { type Rsvp, type RsvpDateSummary, rsvpDatesAhead } from "./rsvps.schema.ts";

export { rsvpsFixtures };
export const rsvpsStore = createMockStore(() => rsvpsFixtures);

/** Keeps the event's attendee count equal to its confirmed RSVPs, as the API does. */
function recount(eventId: string): void {
  eventsStore.update(eventId, { currentAttendees: confirmedCount(rsvpsStore.all(), eventId) });
}

export const rsvpsHandlers = [
  mockEndpoint(rsvpsEndpoints.create, ({ params, body }) => {
    const event = eventsStore.find(params.id);
    if (event?.status !== "published") return mockError(404, "not_found", eventMessages.notFound);
    if (!event.rsvpRequired) return mockError(409, "conflict", rsvpMessages.notRequired);
    const email = body.attendeeEmail.toLowerCase();
    const eventDate = body.eventDate ?? event.date;
    // The same e-mail for the same date keeps its RSVP as it is and is answered as a new one would be
    // (as the API: knowing an e-mail must not let anyone rewrite or discover an RSVP).
    const existing = rsvpsStore
      .all()
      .find(
        (r) => r.eventId === event.id && r.eventDate === eventDate && r.attendeeEmail.toLowerCase() === email,
      );
    const status: "confirmed" | "waitlisted" = isEventFull(event) ? "waitlisted" : "confirmed";
    const answer = (rsvp: Rsvp) => ({
      success: true as const,
      status,
      message: status === "confirmed" ? rsvpMessages.confirmed : rsvpMessages.waitlisted,
      rsvp,
    });
    if (existing && existing.status !== "cancelled") {
      return answer({
        ...existing,
        attendeeName: body.attendeeName,
        attendeeEmail: body.attendeeEmail,
        attendeePhone: body.attendeePhone,
        notes: body.notes,
        rsvpDate: nowIso(),
        status,
      });
    }
    if (existing) {
      const fields = {
        attendeeName: body.attendeeName,
        attendeePhone: body.attendeePhone,
        notes: body.notes,
      };
      const rsvp = rsvpsStore.update(existing.id, { ...fields, status }) ?? existing;
      recount(event.id);
      return answer(rsvp);
    }
    const rsvp = rsvpsStore.insert({
      id: newId(),
      eventId: event.id,
      eventDate,
      attendeeName: body.attendeeName,
      attendeeEmail: body.attendeeEmail,
      attendeePhone: body.attendeePhone,
      notes: body.notes,
      rsvpDate: nowIso(),
      status,
    });
    recount(event.id);
    return answer(rsvp);
  }),
  // The API's cancel link carries an HMAC; the mock's token is the RSVP id.
  mockEndpoint(
    rsvpsEndpoints.cancelPage,
    () => new Response(`<p>${rsvpMessages.cancelQuestion}</p>`, { headers: { "content-type": "text/html" } }),
  ),
  mockEndpoint(rsvpsEndpoints.cancelByLink, ({ query }) => {
    const rsvp = rsvpsStore.find(query.token.split(".")[0] ?? "");
    if (rsvp) rsvpsStore.update(rsvp.id, { status: "cancelled" });
    return new Response(`<p>${rsvp ? rsvpMessages.cancelled : rsvpMessages.cancelInvalid}</p>`, {
      status: rsvp ? 200 : 400,
      headers: { "content-type": "text/html" },
    });
  }),
  mockEndpoint(rsvpsEndpoints.listForEvent, ({ params, query }) => {
    const event = eventsStore.find(params.id);
    if (!event) return mockError(404, "not_found", eventMessages.notFound);
    const all = query.date === "all";
    const eventDate = all ? null : (query.date ?? event.date);
    const ofEvent = rsvpsStore.all().filter((r) => r.eventId === event.id);
    const rsvps = ofEvent
      .filter((r) => eventDate === null || r.eventDate === eventDate)
      .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.rsvpDate.localeCompare(b.rsvpDate));
    const today = calendarDate(new Date());
    const coming = occurrencesBetween(event, today, addDays(today, 400), rsvpDatesAhead);
    return {
      eventDate,
      rsvps,
      confirmedCount: rsvps.filter((r) => r.status === "confirmed").length,
      maxAttendees: event.maxAttendees,
      dates: dateSummaries(ofEvent, coming),
    };
  }),
  mockEndpoint(rsvpsEndpoints.exportCsv, ({ params, query }) => {
    const event = eventsStore.find(params.id);
    if (!event) return mockError(404, "not_found", eventMessages.notFound);
    const rows = rsvpsStore
      .all()
      .filter(
        (r) => r.eventId === event.id && (!query.date || query.date === "all" || r.eventDate === query.date),
      )
      .map((r) => [r.eventDate, r.attendeeName, r.attendeeEmail, r.attendeePhone ?? "", r.status].join(","));
    const text = ["Date,Name,Email,Phone,Status", ...rows, ""].join("\r\n");
    return new Response(text, { headers: { "content-type": "text/csv; charset=utf-8" } });
  }),
  mockEndpoint(rsvpsEndpoints.bulk, ({ body }) => {
    const chosen = body.ids.map((id) => rsvpsStore.find(id));
    if (chosen.some((r) => !r)) return mockError(404, "not_found", rsvpMessages.notFound);
    for (const rsvp of chosen) {
      if (!rsvp) continue;
      if (body.action === "delete") rsvpsStore.remove(rsvp.id);
      else rsvpsStore.update(rsvp.id, { status: body.action === "confirm" ? "confirmed" : "cancelled" });
      recount(rsvp.eventId);
    }
    return { success: true as const, changed: chosen.length, promoted: 0 };
  }),
  mockEndpoint(rsvpsEndpoints.updateStatus, ({ params, body }) => {
    const current = rsvpsStore.find(params.id);
    if (!current) return mockError(404, "not_found", rsvpMessages.notFound);
    const event = eventsStore.find(current.eventId);
    if (body.status === "confirmed" && current.status !== "confirmed" && event && isEventFull(event)) {
      return mockError(409, "conflict", rsvpMessages.eventFull);
    }
    const rsvp = rsvpsStore.update(params.id, { status: body.status }) ?? current;
    recount(current.eventId);
    return { rsvp };
  }),
  mockEndpoint(rsvpsEndpoints.remove, ({ params }) => {
    const current = rsvpsStore.find(params.id);
    if (!current || !rsvpsStore.remove(params.id)) return mockError(404, "not_found", rsvpMessages.notFound);
    recount(current.eventId);
    return { success: true as const };
  }),
];

/** Per date: the dates with RSVPs and the coming ones, in order (as the API answers). */
function dateSummaries(rsvps: readonly Rsvp[], coming: readonly string[]): RsvpDateSummary[] {
  const dates = [...new Set([...rsvps.map((r) => r.eventDate), ...coming])].sort();
  return dates.map((date) => {
    const on = rsvps.filter((r) => r.eventDate === date);
    return {
      date,
      confirmed: on.filter((r) => r.status === "confirmed").length,
      waitlisted: on.filter((r) => r.status === "waitlisted").length,
      cancelled: on.filter((r) => r.status === "cancelled").length,
    };
  });
}
