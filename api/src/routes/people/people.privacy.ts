import {
  type EraseResult,
  type endpoints,
  type PersonExport,
  peopleMessages,
  personRefName,
  type TimelineKind,
} from "@church/contracts";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  attendance,
  campaignDeliveries,
  contactMessages,
  donations,
  followUpSteps,
  followUps,
  meetingRequests,
  newsletterSubscribers,
  offeringEntries,
  people,
  personTimeline,
  rsvps,
  textConsents,
} from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { notesOfPerson, visitsOfPerson } from "../../services/care-notes/care-notes.ts";
import { personDetail, personRow } from "./people.queries.ts";

/** The name that replaces a giver's on their kept gifts, and an attendee's on their kept RSVPs. */
export const ANONYMOUS = "Anonymous";

/** The ids of a person's linked rows, per kind, from their timeline. */
async function linkedIds(db: Db, personId: string): Promise<Record<TimelineKind, string[]>> {
  const entries = await db
    .select({ kind: personTimeline.kind, refId: personTimeline.refId })
    .from(personTimeline)
    .where(eq(personTimeline.personId, personId));
  const ids: Record<TimelineKind, string[]> = {
    rsvp: [],
    meeting_request: [],
    contact_message: [],
    newsletter: [],
    donation: [],
    sms_consent: [],
    follow_up: [],
  };
  for (const e of entries) ids[e.kind].push(e.refId);
  return ids;
}

/** Rows as JSON stores them (times as ISO text). */
const stored = <T>(rows: T[]): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

export function createPeoplePrivacyHandlers({ db, storage }: AppDeps) {
  /** The photo's bytes as a data: address (a few kilobytes: it is kept small). */
  async function photoData(key: string | null): Promise<string | null> {
    const size = key ? (await storage.stat(key))?.sizeBytes : undefined;
    if (!key || !size) return null;
    const bytes = Buffer.from(await new Response(await storage.read(key, 0, size - 1)).arrayBuffer());
    return `data:image/webp;base64,${bytes.toString("base64")}`;
  }

  const exportPerson: Handler<typeof endpoints.people.exportPerson> = async ({ c, params, user }) => {
    // The whole timeline, not the page's newest 200: the file is everything.
    const detail = await personDetail(db, params.id);
    const ids = await linkedIds(db, params.id);
    const timeline = await db
      .select()
      .from(personTimeline)
      .where(eq(personTimeline.personId, params.id))
      .orderBy(personTimeline.occurredAt);
    const rowsOf = async <T>(ids: string[], read: (ids: string[]) => Promise<T[]>) =>
      stored(ids.length ? await read(ids) : []);
    const data: PersonExport = {
      exportedAt: new Date().toISOString(),
      person: detail.person,
      photo: await photoData((await personRow(db, params.id)).photoKey),
      household:
        detail.person.household && detail.household
          ? {
              ...detail.person.household,
              otherMembers: detail.household.members
                .filter((m) => m.person.id !== params.id)
                .map((m) => ({ name: personRefName(m.person) })),
            }
          : null,
      relationships: detail.relationships.map((r) => ({ kind: r.kind, name: personRefName(r.person) })),
      timeline: timeline.map((t) => ({
        id: t.id,
        kind: t.kind,
        refId: t.refId,
        occurredAt: t.occurredAt.toISOString(),
        summary: t.summary,
      })),
      // Visits and notes as the lists show them to no one in particular: a confidential note's date
      // and author, never its text, whoever downloads the file (decision 028).
      care: {
        visits: await visitsOfPerson(db, params.id, detail.person.household?.id ?? null, null),
        notes: await notesOfPerson(db, params.id, null),
      },
      records: {
        rsvps: await rowsOf(ids.rsvp, (i) => db.select().from(rsvps).where(inArray(rsvps.id, i))),
        meetingRequests: await rowsOf(ids.meeting_request, (i) =>
          db.select().from(meetingRequests).where(inArray(meetingRequests.id, i)),
        ),
        contactMessages: await rowsOf(ids.contact_message, (i) =>
          db.select().from(contactMessages).where(inArray(contactMessages.id, i)),
        ),
        // Without the confirmation token's hash: a secret of the sign-up, not data about them.
        newsletterSubscriptions: (
          await rowsOf(ids.newsletter, (i) =>
            db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, i)),
          )
        ).map(({ confirmTokenHash: _hash, ...row }) => row),
        donations: await rowsOf(ids.donation, (i) =>
          db.select().from(donations).where(inArray(donations.id, i)),
        ),
        textConsents: await rowsOf(ids.sms_consent, (i) =>
          db.select().from(textConsents).where(inArray(textConsents.id, i)),
        ),
        attendance: await db
          .select()
          .from(attendance)
          .where(eq(attendance.personId, params.id))
          .orderBy(asc(attendance.serviceDate)),
      },
    };
    // Who took whose data out, never what was in it.
    await recordAudit(db, {
      actor: user,
      action: "person.export",
      entityType: "person",
      entityId: params.id,
    });
    return c.body(JSON.stringify(data, null, 2), 200, {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="person-${params.id}.json"`,
    });
  };

  const erasePerson: Handler<typeof endpoints.people.erasePerson> = async ({ params, user }) => {
    const { result, photoKey } = await db.transaction(async (tx) => {
      // Locked: a second erasure or an edit of them at the same moment waits for this one.
      const [person] = await tx.select().from(people).where(eq(people.id, params.id)).for("update");
      if (!person) throw notFound(peopleMessages.notFound);
      const ids = await linkedIds(tx, params.id);
      const timelineEntries = Object.values(ids).reduce((n, list) => n + list.length, 0);
      const count = (rows: unknown[]) => rows.length;

      // Gifts stay for the books (amount, date, fund, provider ids for refunds); who gave goes.
      const donationsAnonymised = ids.donation.length
        ? count(
            await tx
              .update(donations)
              .set({ donorName: ANONYMOUS, donorEmail: "", note: null, payerId: null })
              .where(inArray(donations.id, ids.donation))
              .returning({ id: donations.id }),
          )
        : 0;
      // Gifts of offering batches stay for the books too, anonymous: never on anyone's statement again.
      await tx.update(offeringEntries).set({ personId: null }).where(eq(offeringEntries.personId, params.id));
      // RSVPs stay, nameless, so past head counts and an event's seats and waiting list stay right.
      // The e-mail is unique per occurrence: each row gets its own address that can never receive.
      let rsvpsAnonymised = 0;
      for (const id of ids.rsvp) {
        const done = await tx
          .update(rsvps)
          .set({
            attendeeName: ANONYMOUS,
            attendeeEmail: `erased-${id}@erased.invalid`,
            attendeePhone: null,
            notes: null,
          })
          .where(eq(rsvps.id, id))
          .returning({ id: rsvps.id });
        rsvpsAnonymised += done.length;
      }
      // Text consents first (their messages go with them), then the rows they may point at. The
      // welcomes staff sent from the follow-up have theirs too (on the step, not the timeline).
      const welcomeConsents = await tx
        .select({ id: followUpSteps.textConsentId })
        .from(followUpSteps)
        .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
        .where(and(eq(followUps.personId, params.id), isNotNull(followUpSteps.textConsentId)));
      const consentIds = [...ids.sms_consent, ...welcomeConsents.flatMap((r) => (r.id ? [r.id] : []))];
      const textConsentsDeleted = consentIds.length
        ? count(
            await tx
              .delete(textConsents)
              .where(inArray(textConsents.id, consentIds))
              .returning({ id: textConsents.id }),
          )
        : 0;
      const meetingRequestsDeleted = ids.meeting_request.length
        ? count(
            await tx
              .delete(meetingRequests)
              .where(inArray(meetingRequests.id, ids.meeting_request))
              .returning({ id: meetingRequests.id }),
          )
        : 0;
      const contactMessagesDeleted = ids.contact_message.length
        ? count(
            await tx
              .delete(contactMessages)
              .where(inArray(contactMessages.id, ids.contact_message))
              .returning({ id: contactMessages.id }),
          )
        : 0;
      let newsletterSubscriptionsDeleted = 0;
      for (const id of ids.newsletter) {
        // A sent campaign keeps its delivery count; the address it went to goes.
        const deliveries = await tx
          .select({ id: campaignDeliveries.id })
          .from(campaignDeliveries)
          .where(eq(campaignDeliveries.subscriberId, id));
        for (const d of deliveries) {
          await tx
            .update(campaignDeliveries)
            .set({ email: `erased-${d.id}@erased.invalid` })
            .where(eq(campaignDeliveries.id, d.id));
        }
        const done = await tx
          .delete(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .returning({ id: newsletterSubscribers.id });
        newsletterSubscriptionsDeleted += done.length;
      }
      // The person row goes; its timeline, household place and relationships go with it (cascade).
      await tx.delete(people).where(eq(people.id, params.id));
      const erased = {
        timelineEntries,
        rsvpsAnonymised,
        meetingRequestsDeleted,
        contactMessagesDeleted,
        newsletterSubscriptionsDeleted,
        textConsentsDeleted,
        donationsAnonymised,
      };
      await recordAudit(tx, {
        actor: user,
        action: "person.erase",
        entityType: "person",
        entityId: params.id,
        before: { id: person.id, ...erased },
        after: null,
      });
      const result: EraseResult = { success: true as const, erased };
      return { result, photoKey: person.photoKey };
    });
    // The photo's file goes once the row is gone for good (a failed erasure keeps both).
    if (photoKey) await storage.remove(photoKey);
    return result;
  };

  return { exportPerson, erasePerson };
}
