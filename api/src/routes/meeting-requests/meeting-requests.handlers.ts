import {
  adminRowPath,
  bookingMessages,
  type endpoints,
  fieldErrors,
  isPastorCapable,
  type MeetingRequest,
  meetingMessages,
  meetingRequestInputFor,
  meetingSubject,
  meetingTypeLabels,
  parseTimeOfDay,
  textMessageNotes,
} from "@church/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { meetingRequests, users } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, conflict, notFound, validationError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { renderCalendar } from "../../services/calendar/ics.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { meetingProposalUrl } from "../../services/mail/links.ts";
import {
  type MeetingMailFacts,
  meetingAnswerMail,
  meetingNotificationMail,
  meetingPastorMail,
  meetingReceiptMail,
} from "../../services/mail/meeting-mail.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { enforceFormLimit, enforceRateLimit, type FormLimit } from "../../services/rate-limit/rate-limit.ts";
import { cancelTexts, recordConsent } from "../../services/text-messages/text-schedule.ts";
import { newVideoRoom, offeredSlots } from "./meeting-requests.bookings.ts";
import { acceptedSlot, proposedInstant, slotHeld, slotTakenByOther } from "./meeting-requests.slots.ts";
import { queueMeetingTexts } from "./meeting-requests.texts.ts";

type Row = typeof meetingRequests.$inferSelect;

export const toMeetingRequest = (row: Row): MeetingRequest => ({
  id: row.id,
  subject: meetingSubject(row.meetingType),
  requesterName: row.requesterName,
  requesterEmail: row.requesterEmail,
  requesterPhone: row.requesterPhone,
  requestedDate: row.requestedDate,
  requestedTime: row.requestedTime,
  alternativeDate: row.alternativeDate,
  alternativeTime: row.alternativeTime,
  preferredMeetingType: row.meetingType,
  meetingFormat: row.meetingFormat,
  urgency: row.urgency,
  message: row.message,
  language: row.language,
  status: row.status,
  pastorResponse: row.pastorResponse,
  suggestedDate: row.suggestedDate,
  suggestedTime: row.suggestedTime,
  videoLink: row.videoLink,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const factsOf = (row: Row): MeetingMailFacts => ({
  name: row.requesterName,
  email: row.requesterEmail,
  phone: row.requesterPhone,
  meetingType: row.meetingType,
  preferredDate: row.requestedDate,
  preferredTime: row.requestedTime,
  alternativeDate: row.alternativeDate,
  alternativeTime: row.alternativeTime,
  meetingFormat: row.meetingFormat,
  urgency: row.urgency,
  purpose: row.message,
});

export const meetingRateLimited =
  "Too many meeting requests from this connection. Please wait a few minutes and try again.";
export const notificationRecipientRefused = "Notifications go only to pastor-capable staff accounts.";

/** The meeting's .ics as an e-mail attachment; none when there is no calendar file. */
export const meetingIcsAttachments = (ics: string | null) =>
  ics
    ? [{ filename: "meeting.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }]
    : [];

/**
 * A one-hour calendar entry of an accepted meeting (staff-area.md section 9): the one file the
 * requester gets with the acceptance and staff download from the portal; null without a readable time.
 */
export function meetingIcs(row: Row, host: string): string | null {
  const date = row.suggestedDate ?? row.requestedDate;
  const time24 = parseTimeOfDay(row.suggestedTime ?? row.requestedTime);
  if (!time24) return null;
  const start = churchDateTime(date, time24);
  return renderCalendar({
    name: meetingSubject(row.meetingType),
    events: [
      {
        uid: `meeting-${row.id}@${host}`,
        title: `${meetingTypeLabels[row.meetingType].en}: ${row.requesterName}`,
        description: [row.requesterEmail, row.requesterPhone].filter(Boolean).join(" "),
        date,
        start,
        end: new Date(start.getTime() + 3_600_000),
      },
    ],
  });
}

/**
 * 5 requests per 10 minutes per address and e-mail; 30 an hour per address (each one e-mails the
 * pastor): families asking from the church's Wi-Fi fit, a flood of the pastor's inbox does not.
 */
const meetingFormLimit: FormLimit = {
  name: "meeting-request",
  perPerson: { limit: 5, windowSeconds: 600 },
  perAddress: { limit: 30, windowSeconds: 3600 },
  message: meetingRateLimited,
};

export function createMeetingRequestsHandlers(deps: AppDeps) {
  const { db, env } = deps;
  const portalUrl = `${env.PUBLIC_BASE_URL}/admin`;
  const requestUrl = (id: string) => `${env.PUBLIC_BASE_URL}${adminRowPath("pastor-portal", id)}`;
  const host = new URL(env.PUBLIC_BASE_URL).hostname;

  const submit: Handler<typeof endpoints.meetingRequests.submit> = async ({ c, body }) => {
    // "No earlier than tomorrow" in Buffalo, whatever the visitor's clock says.
    const dated = meetingRequestInputFor(churchToday()).safeParse(body);
    if (!dated.success) throw validationError(fieldErrors(dated.error.issues));
    await enforceFormLimit(c, db, meetingFormLimit, dated.data.email);
    const slot = (await offeredSlots(db)).find(
      (s) => s.date === body.preferredDate && s.time === body.preferredTime,
    );
    if (!slot) {
      // Taken since the visitor loaded the page, or never open (closed day, blocked day, outside hours).
      const taken = await slotHeld(db, body.preferredDate, body.preferredTime);
      const message = taken ? bookingMessages.slotTaken : bookingMessages.slotNotOffered;
      throw taken
        ? conflict(message, { preferredTime: message })
        : badRequest(message, { preferredTime: message });
    }
    const row = await db.transaction(async (tx) => {
      // The unique held slot decides between two visitors booking at once: the second inserts nothing.
      const [saved] = await tx
        .insert(meetingRequests)
        .values({
          requesterName: body.name,
          requesterEmail: body.email,
          requesterPhone: body.phone,
          meetingType: body.meetingType,
          requestedDate: body.preferredDate,
          requestedTime: body.preferredTime,
          alternativeDate: body.alternativeDate,
          alternativeTime: body.alternativeTime,
          meetingFormat: body.meetingFormat,
          urgency: body.urgency,
          message: body.purpose,
          language: body.language,
          status: "pending",
          heldSlot: new Date(slot.startsAt),
        })
        .onConflictDoNothing()
        .returning();
      if (!saved) throw conflict(bookingMessages.slotTaken, { preferredTime: bookingMessages.slotTaken });
      await linkPerson(
        tx,
        {
          email: saved.requesterEmail,
          phone: saved.requesterPhone,
          name: saved.requesterName,
          language: saved.language,
        },
        {
          kind: "meeting_request",
          refId: saved.id,
          summary: `${saved.requestedDate}, ${saved.requestedTime}`,
        },
      );
      const facts = factsOf(saved);
      const toPastor = meetingPastorMail(facts, requestUrl(saved.id));
      const receipt = meetingReceiptMail(saved.language, facts);
      await enqueueMail(tx, env, [
        {
          kind: "meeting_request_pastor",
          to: env.PASTOR_EMAIL,
          replyTo: saved.requesterEmail,
          ...mailOf(toPastor),
        },
        { kind: "meeting_request_receipt", to: saved.requesterEmail, ...mailOf(receipt) },
      ]);
      if (body.textReminders) {
        await recordConsent(tx, { meetingRequestId: saved.id }, body.textReminders, saved.language);
        await queueMeetingTexts(tx, saved, "meeting_received");
      }
      return saved;
    });
    return { success: true as const, message: meetingMessages.submitted, id: row.id };
  };

  const list: Handler<typeof endpoints.meetingRequests.list> = async ({ query }) => {
    const [rows, pending] = await Promise.all([
      db
        .select()
        .from(meetingRequests)
        .where(query.status ? eq(meetingRequests.status, query.status) : undefined)
        .orderBy(desc(meetingRequests.createdAt)),
      db.select({ n: count() }).from(meetingRequests).where(eq(meetingRequests.status, "pending")),
    ]);
    return { meetingRequests: rows.map(toMeetingRequest), pendingCount: Number(pending[0]?.n ?? 0) };
  };

  const respond: Handler<typeof endpoints.meetingRequests.respond> = async ({ params, body, user }) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(meetingRequests).where(eq(meetingRequests.id, params.id));
      if (!current) throw notFound(meetingMessages.notFound);
      if (current.status !== "pending") throw conflict(meetingMessages.notPending);
      const status = ({ accept: "accepted", decline: "declined", reschedule: "rescheduled" } as const)[
        body.action
      ];
      const rescheduling = body.action === "reschedule";
      const proposedAt = proposedInstant(body);
      if (rescheduling && body.suggestedDate && body.suggestedDate <= churchToday())
        throw badRequest(meetingMessages.dateTooEarly, { suggestedDate: meetingMessages.dateTooEarly });
      if (rescheduling && proposedAt && (await slotTakenByOther(tx, proposedAt, params.id)))
        throw conflict(bookingMessages.proposalTaken, { suggestedTime: bookingMessages.proposalTaken });
      // Only a pending request can be answered; the status check in the update makes it once only.
      // The held slot follows the answer: kept when accepted, moved to a proposed time, freed when declined.
      const [row] = await tx
        .update(meetingRequests)
        .set({
          status,
          pastorResponse: body.message || null,
          suggestedDate: rescheduling ? body.suggestedDate : null,
          suggestedTime: rescheduling ? body.suggestedTime : null,
          proposedAt: rescheduling ? proposedAt : null,
          heldSlot:
            body.action === "decline" ? null : rescheduling ? proposedAt : await acceptedSlot(tx, current),
          videoLink: body.action === "accept" && current.meetingFormat === "video" ? newVideoRoom() : null,
          respondedBy: user.id,
          respondedAt: new Date(),
        })
        .where(and(eq(meetingRequests.id, params.id), eq(meetingRequests.status, "pending")))
        .returning();
      if (!row) throw conflict(meetingMessages.notPending);
      // Accepted: reminders before the requested time. Declined or moved: nothing more is sent.
      if (row.status === "accepted") await queueMeetingTexts(tx, row, "meeting_accepted");
      else
        await cancelTexts(
          tx,
          { meetingRequestId: row.id },
          row.status === "declined" ? textMessageNotes.meetingDeclined : textMessageNotes.meetingRescheduled,
        );
      const answer = meetingAnswerMail(row.language, {
        name: row.requesterName,
        action: body.action,
        message: body.message,
        requestedDate: row.requestedDate,
        requestedTime: row.requestedTime,
        suggestedDate: row.suggestedDate,
        suggestedTime: row.suggestedTime,
        acceptUrl: row.proposedAt ? meetingProposalUrl(env, row.id, row.proposedAt) : null,
        videoLink: row.videoLink,
      });
      const ics = body.action === "accept" ? meetingIcs(row, host) : null;
      await enqueueMail(tx, env, {
        kind: `meeting_${status}`,
        to: row.requesterEmail,
        replyTo: env.PASTOR_EMAIL,
        ...mailOf(answer),
        attachments: meetingIcsAttachments(ics),
      });
      return {
        success: true as const,
        message: meetingMessages.responseSent,
        meetingRequest: toMeetingRequest(row),
      };
    });

  const cancel: Handler<typeof endpoints.meetingRequests.cancel> = async ({ params, body, user }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(meetingRequests)
        .set({
          status: "cancelled",
          heldSlot: null,
          pastorResponse: body.message || sql`${meetingRequests.pastorResponse}`,
          respondedBy: user.id,
          respondedAt: new Date(),
        })
        .where(and(eq(meetingRequests.id, params.id), eq(meetingRequests.status, "accepted")))
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ id: meetingRequests.id })
          .from(meetingRequests)
          .where(eq(meetingRequests.id, params.id));
        throw exists ? conflict(meetingMessages.notAccepted) : notFound(meetingMessages.notFound);
      }
      await cancelTexts(tx, { meetingRequestId: row.id }, textMessageNotes.meetingCancelled);
      const mail = meetingAnswerMail(row.language, {
        name: row.requesterName,
        action: "cancel",
        message: body.message,
        requestedDate: row.requestedDate,
        requestedTime: row.requestedTime,
        suggestedDate: null,
        suggestedTime: null,
      });
      await enqueueMail(tx, env, {
        kind: "meeting_cancelled",
        to: row.requesterEmail,
        replyTo: env.PASTOR_EMAIL,
        ...mailOf(mail),
      });
      return {
        success: true as const,
        message: meetingMessages.cancelled,
        meetingRequest: toMeetingRequest(row),
      };
    });

  const sendNotification: Handler<typeof endpoints.meetingRequests.sendNotification> = async ({
    c,
    body,
  }) => {
    // Only to the pastor's address or a pastor-capable account, so this cannot mail strangers.
    const email = body.recipientEmail.toLowerCase();
    const [account] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, "active")));
    const allowed = email === env.PASTOR_EMAIL.toLowerCase() || (account && isPastorCapable(account.role));
    if (!allowed)
      throw badRequest(notificationRecipientRefused, { recipientEmail: notificationRecipientRefused });
    await enforceRateLimit(c, db, {
      name: "meeting-notification",
      limit: 20,
      windowSeconds: 3600,
      key: () => email,
    });
    const mail = meetingNotificationMail(body.count, portalUrl);
    await enqueueMail(db, env, {
      kind: "meeting_request_notification",
      to: body.recipientEmail,
      ...mailOf(mail),
    });
    return { success: true as const };
  };

  const calendar: Handler<typeof endpoints.meetingRequests.calendar> = async ({ params }) => {
    const [row] = await db.select().from(meetingRequests).where(eq(meetingRequests.id, params.id));
    if (!row) throw notFound(meetingMessages.notFound);
    if (row.status !== "accepted") throw conflict(meetingMessages.noCalendarEntry);
    const text = meetingIcs(row, host);
    if (!text) throw conflict(meetingMessages.calendarInvalid);
    return new Response(text, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="meeting-${row.suggestedDate ?? row.requestedDate}.ics"`,
        "cache-control": "private, no-store",
      },
    });
  };

  return { submit, list, respond, cancel, sendNotification, calendar };
}

export const mailOf = (m: { subject: string; text: string }) => ({ subject: m.subject, text: m.text });
