import {
  type Language,
  type TextRemindersInput,
  textConsentWording,
  textMessageNotes,
} from "@church/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { textConsents, textMessages, textOptOuts } from "../../db/schema.ts";
import { enqueueJob } from "../jobs/jobs.ts";
import { linkPerson } from "../people/link-person.ts";
import { type ReminderTextKind, type TextFacts, textBody } from "./texts.ts";

export const TEXT_MESSAGE_JOB = "text_message.send";
/** A send is tried this many times (now, then after 30 s, 1 min and 2 min) before it shows failed. */
export const TEXT_MAX_ATTEMPTS = 4;

export type ConsentRow = typeof textConsents.$inferSelect;
/** What the messages are about. */
export type TextSubject = { rsvpId: string } | { meetingRequestId: string };

const ofSubject = (subject: TextSubject): SQL =>
  "rsvpId" in subject
    ? eq(textConsents.rsvpId, subject.rsvpId)
    : eq(textConsents.meetingRequestId, subject.meetingRequestId);

/** The subject's current consent (not replaced by a newer one), if the visitor gave one. */
export async function activeConsent(db: Db, subject: TextSubject): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(textConsents)
    .where(and(ofSubject(subject), isNull(textConsents.replacedAt)));
  return row;
}

/**
 * Stores the visitor's consent with the wording they agreed to, in their language, and the time. The
 * same number and channel again keeps the earlier consent (`fresh: false`: nothing new to send); a
 * new number or channel, or `renew` (a cancelled RSVP answered again), replaces it, and the old one's
 * waiting messages are cancelled.
 */
export async function recordConsent(
  db: Db,
  subject: TextSubject,
  input: TextRemindersInput,
  language: Language,
  renew = false,
): Promise<{ consent: ConsentRow; fresh: boolean }> {
  const current = await activeConsent(db, subject);
  if (!renew && current && current.phone === input.phone && current.channel === input.channel) {
    return { consent: current, fresh: false };
  }
  if (current) {
    await db.update(textConsents).set({ replacedAt: new Date() }).where(eq(textConsents.id, current.id));
    await cancelWhere(db, eq(textMessages.consentId, current.id), textMessageNotes.replaced);
  }
  const [consent] = await db
    .insert(textConsents)
    .values({
      ...subject,
      phone: input.phone,
      channel: input.channel,
      language,
      wording: textConsentWording[language],
    })
    .returning();
  if (!consent) throw new Error("text consent insert returned nothing");
  // The consent belongs to the person of its RSVP or meeting request (linked just before).
  await linkPerson(
    db,
    {
      phone: input.phone,
      language,
      sameAs:
        "rsvpId" in subject
          ? { kind: "rsvp", refId: subject.rsvpId }
          : { kind: "meeting_request", refId: subject.meetingRequestId },
    },
    { kind: "sms_consent", refId: consent.id, summary: input.channel },
  );
  return { consent, fresh: true };
}

/** A message to plan: now, or at `sendAt`; a reminder is pointless after `notAfter` (the start). */
export interface PlannedText {
  kind: ReminderTextKind;
  facts: TextFacts;
  sendAt?: Date;
  notAfter?: Date;
}

const DAY_MS = 24 * 3_600_000;
const TWO_HOURS_MS = 2 * 3_600_000;

/** The day-before and two-hours-before reminders of something that starts at `start`. */
export function remindersBefore(
  start: Date,
  kinds: { day: ReminderTextKind; twoHours: ReminderTextKind },
  facts: TextFacts,
): PlannedText[] {
  return [
    { kind: kinds.day, facts, sendAt: new Date(start.getTime() - DAY_MS), notAfter: start },
    { kind: kinds.twoHours, facts, sendAt: new Date(start.getTime() - TWO_HOURS_MS), notAfter: start },
  ];
}

async function optedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(eq(textOptOuts.phone, phone));
  return Boolean(row);
}

/**
 * Writes the messages and one job each, in the caller's transaction (so a rolled-back RSVP leaves no
 * message). A reminder whose time has already passed (an RSVP made the evening before) is left out;
 * a kind already waiting or sent for this consent is not queued twice. A number that replied STOP
 * gets nothing: the message is kept, cancelled, so staff see why.
 */
export async function queueTexts(db: Db, consent: ConsentRow, texts: readonly PlannedText[]): Promise<void> {
  const now = Date.now();
  const due = texts.filter((t) => !t.sendAt || t.sendAt.getTime() > now);
  if (due.length === 0) return;
  const stopped = await optedOut(db, consent.phone);
  for (const text of due) {
    const [row] = await db
      .insert(textMessages)
      .values({
        consentId: consent.id,
        kind: text.kind,
        channel: consent.channel,
        toPhone: consent.phone,
        language: consent.language,
        body: textBody(text.kind, consent.language, text.facts),
        sendAt: text.sendAt ?? new Date(),
        ...(stopped ? { status: "cancelled" as const, lastError: textMessageNotes.optedOut } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: textMessages.id });
    if (!row || stopped) continue;
    await enqueueJob(
      db,
      TEXT_MESSAGE_JOB,
      { messageId: row.id, ...(text.notAfter ? { notAfter: text.notAfter.toISOString() } : {}) },
      { runAt: text.sendAt, maxAttempts: TEXT_MAX_ATTEMPTS },
    );
  }
}

async function cancelWhere(db: Db, where: SQL | undefined, reason: string): Promise<number> {
  const rows = await db
    .update(textMessages)
    .set({ status: "cancelled", lastError: reason, statusAt: new Date() })
    .where(and(where, eq(textMessages.status, "scheduled")))
    .returning({ id: textMessages.id });
  return rows.length;
}

/**
 * Cancels every message still waiting about an RSVP or meeting (call it in the transaction that
 * cancels it). Their jobs find them cancelled and send nothing. Answers how many were cancelled.
 */
export async function cancelTexts(db: Db, subject: TextSubject, reason: string): Promise<number> {
  const consents = db.select({ id: textConsents.id }).from(textConsents).where(ofSubject(subject));
  return cancelWhere(db, inArray(textMessages.consentId, consents), reason);
}

/** Cancels the waiting reminders of a subject only (a confirmed RSVP moved back to the waiting list). */
export async function cancelReminders(db: Db, subject: TextSubject, reason: string): Promise<number> {
  const consents = db.select({ id: textConsents.id }).from(textConsents).where(ofSubject(subject));
  return cancelWhere(
    db,
    and(inArray(textMessages.consentId, consents), sql`${textMessages.kind} like '%reminder%'`),
    reason,
  );
}

/** Records a STOP: nothing more goes to the number, and what was waiting is cancelled. */
export async function optOut(db: Db, phone: string, keyword: string): Promise<number> {
  await db
    .insert(textOptOuts)
    .values({ phone, keyword })
    .onConflictDoUpdate({ target: textOptOuts.phone, set: { keyword, optedOutAt: new Date() } });
  return cancelWhere(db, eq(textMessages.toPhone, phone), textMessageNotes.optedOut);
}

/** Records a START: the number may receive messages again (those cancelled by the STOP stay cancelled). */
export async function optIn(db: Db, phone: string): Promise<void> {
  await db.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
}
