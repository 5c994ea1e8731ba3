import { addDays, personDetailSchema, personExportSchema } from "@church/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  donations,
  emailOutbox,
  householdMembers,
  meetingRequests,
  newsletterSubscribers,
  people,
  personRelationships,
  personTimeline,
  rsvps,
  textConsents,
} from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { queueReceipt } from "../donations/donations.model.ts";

const today = churchToday();

describe(`one person's data: export and erase [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  let eventId: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("people", "households", "events", "meeting_requests", "contact_messages");
    await truncate(
      "newsletter_subscribers",
      "donations",
      "email_outbox",
      "rate_limit_buckets",
      "text_consents",
    );
    const made = await call("POST", "/api/events", {
      cookie: editor,
      body: {
        title: "Bible Study",
        description: "Reading together.",
        date: addDays(today, 5),
        time: "6:00 PM - 7:30 PM",
        location: "Fellowship Hall",
        category: "bible-study",
        rsvpRequired: true,
      },
    });
    eventId = (made.body as { event: { id: string } }).event.id;
  });

  /** A gift recorded as the payment routes record it (its receipt links the giver). */
  async function gift(name: string, email: string, providerId: string, amountCents: number) {
    const { deps } = await getTestApp();
    const [row] = await deps.db
      .insert(donations)
      .values({
        amountCents,
        type: "one-time",
        fund: "building",
        note: `In memory of ${name}'s mother`,
        donorName: name,
        donorEmail: email,
        provider: "paypal",
        providerId,
        payerId: `PAYER-${providerId}`,
        status: "completed",
        donatedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("no gift");
    await deps.db.transaction((tx) => queueReceipt(tx, deps.env, row));
    return row;
  }

  /** Grace with every kind of public action, and Baraka (her husband, same household) with an RSVP and a gift. */
  async function twoPeople() {
    const { deps, app } = await getTestApp();
    expect(
      (
        await call("POST", `/api/events/${eventId}/rsvp`, {
          body: {
            attendeeName: "Grace Achieng",
            attendeeEmail: "grace@example.org",
            attendeePhone: "716-555-0100",
            notes: "Coming with my sister",
            textReminders: { consent: true, phone: "+1 716 555 0142", channel: "sms" },
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("POST", `/api/events/${eventId}/rsvp`, {
          body: { attendeeName: "Baraka Otieno", attendeeEmail: "baraka@example.org" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("POST", "/api/meeting-requests", {
          body: {
            name: "Grace Achieng",
            email: "grace@example.org",
            meetingType: "spiritual-guidance",
            preferredDate: addDays(today, 2),
            preferredTime: "10:00 AM",
            meetingFormat: "in-person",
            urgency: "important",
            purpose: "Something only the pastor should read.",
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("POST", "/api/contact-messages", {
          body: {
            name: "Grace Achieng",
            email: "grace@example.org",
            subject: "Hello",
            message: "Please pray.",
          },
        })
      ).status,
    ).toBe(201);
    await call("POST", "/api/newsletter/subscribe", {
      body: { firstName: "Grace", lastName: "Achieng", email: "grace@example.org" },
    });
    // Her inbox holds the RSVP's and the request's mails too: the confirmation is the one with the link.
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "grace@example.org"));
    const link =
      mails.map((m) => /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(m.textBody)?.[0]).find(Boolean) ?? "";
    expect((await app.request(link)).status).toBe(200);
    const graceGift = await gift("Grace Achieng", "grace@example.org", "ORDER-GRACE", 5000);
    const barakaGift = await gift("Baraka Otieno", "baraka@example.org", "ORDER-BARAKA", 7000);

    const all = await deps.db.select().from(people).orderBy(people.givenName);
    const [baraka, grace] = all;
    if (!grace || !baraka || all.length !== 2) throw new Error("expected two people");
    const household = await call("POST", "/api/crm/households", { cookie: pastor, body: { name: "Otieno" } });
    const householdId = (household.body as { household: { id: string } }).household.id;
    for (const p of [grace, baraka]) {
      await call("POST", `/api/crm/households/${householdId}/members`, {
        cookie: pastor,
        body: { personId: p.id, role: "adult" },
      });
    }
    expect(
      (
        await call("POST", `/api/crm/people/${grace.id}/relationships`, {
          cookie: pastor,
          body: { personId: baraka.id, kind: "spouse" },
        })
      ).status,
    ).toBe(201);
    return { grace, baraka, graceGift, barakaGift };
  }

  const auditOf = async (action: string, entityId: string) => {
    const { deps } = await getTestApp();
    return deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  };

  it("exports everything linked to one person as a file, and nobody else's details", async () => {
    const { grace, graceGift } = await twoPeople();
    const answer = await call("GET", `/api/crm/people/${grace.id}/export`, { cookie: pastor });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="person-${grace.id}.json"`);
    const file = personExportSchema.parse(answer.body);
    expect(file.person).toMatchObject({ id: grace.id, givenName: "Grace", email: "grace@example.org" });
    expect(file.household).toMatchObject({
      name: "Otieno",
      role: "adult",
      otherMembers: [{ name: "Baraka Otieno" }],
    });
    expect(file.relationships).toEqual([{ kind: "spouse", name: "Baraka Otieno" }]);
    expect(file.timeline.map((t) => t.kind).sort()).toEqual([
      "contact_message",
      "donation",
      "meeting_request",
      "newsletter",
      "rsvp",
      "sms_consent",
    ]);
    const { records } = file;
    expect(records.rsvps).toMatchObject([
      { attendeeEmail: "grace@example.org", notes: "Coming with my sister" },
    ]);
    expect(records.meetingRequests).toMatchObject([{ message: "Something only the pastor should read." }]);
    expect(records.contactMessages).toMatchObject([{ message: "Please pray." }]);
    expect(records.newsletterSubscriptions).toMatchObject([{ email: "grace@example.org", status: "active" }]);
    expect(records.newsletterSubscriptions[0]).not.toHaveProperty("confirmTokenHash");
    expect(records.donations).toMatchObject([{ id: graceGift.id, amountCents: 5000, fund: "building" }]);
    expect(records.textConsents).toMatchObject([{ phone: "+17165550142", channel: "sms" }]);
    // Her husband by name only: not his e-mail, his gift or his RSVP.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain("baraka@example.org");
    expect(text).not.toContain("ORDER-BARAKA");

    const [entry, ...more] = await auditOf("person.export", grace.id);
    expect(more).toEqual([]);
    expect(entry?.userId).toBeTruthy();
    expect(JSON.stringify(entry?.details)).not.toMatch(/grace@|achieng|pray/i);
  });

  it("erases a person in one go: gifts kept anonymous, RSVPs nameless, the rest and the timeline gone", async () => {
    const { grace, baraka, graceGift, barakaGift } = await twoPeople();
    const { deps } = await getTestApp();
    const refused = await call("POST", `/api/crm/people/${grace.id}/erase`, {
      cookie: pastor,
      body: { confirm: "yes" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("confirm");

    const erased = await call("POST", `/api/crm/people/${grace.id}/erase`, {
      cookie: pastor,
      body: { confirm: "ERASE" },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      success: true,
      erased: {
        timelineEntries: 6,
        rsvpsAnonymised: 1,
        meetingRequestsDeleted: 1,
        contactMessagesDeleted: 1,
        newsletterSubscriptionsDeleted: 1,
        textConsentsDeleted: 1,
        donationsAnonymised: 1,
      },
    });

    // The gift stays for the books, without who gave it.
    const [kept] = await deps.db.select().from(donations).where(eq(donations.id, graceGift.id));
    expect(kept).toMatchObject({
      amountCents: 5000,
      fund: "building",
      status: "completed",
      donatedAt: graceGift.donatedAt,
      donorName: "Anonymous",
      donorEmail: "",
      note: null,
      payerId: null,
    });
    // The RSVP still counts a seat, with no name or e-mail of hers.
    const eventRsvps = await deps.db.select().from(rsvps).where(eq(rsvps.eventId, eventId));
    expect(eventRsvps).toHaveLength(2);
    expect(JSON.stringify(eventRsvps)).not.toMatch(/grace|achieng|716-555-0100|sister/i);
    expect(await deps.db.select().from(meetingRequests)).toEqual([]);
    expect(await deps.db.select().from(contactMessages)).toEqual([]);
    expect(await deps.db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await deps.db.select().from(textConsents)).toEqual([]);
    expect(await deps.db.select().from(personTimeline).where(eq(personTimeline.personId, grace.id))).toEqual(
      [],
    );
    expect(await deps.db.select().from(people).where(eq(people.id, grace.id))).toEqual([]);
    expect(await deps.db.select().from(personRelationships)).toEqual([]);
    expect((await deps.db.select().from(householdMembers)).map((m) => m.personId)).toEqual([baraka.id]);

    // Her husband is untouched.
    const [his] = await deps.db.select().from(donations).where(eq(donations.id, barakaGift.id));
    expect(his).toMatchObject({ donorName: "Baraka Otieno", donorEmail: "baraka@example.org" });
    const barakaPage = personDetailSchema.parse(
      (await call("GET", `/api/crm/people/${baraka.id}`, { cookie: pastor })).body,
    );
    expect(barakaPage.timeline.map((t) => t.kind).sort()).toEqual(["donation", "rsvp"]);
    expect(barakaPage.relationships).toEqual([]);
    expect(eventRsvps.some((r) => r.attendeeEmail === "baraka@example.org")).toBe(true);

    const [entry, ...more] = await auditOf("person.erase", grace.id);
    expect(more).toEqual([]);
    expect(JSON.stringify(entry?.details)).not.toMatch(/grace|achieng|pray|716/i);
    expect(entry?.details).toMatchObject({ before: { id: grace.id, donationsAnonymised: 1 } });
  });

  it("changes nothing for an unknown person (404) and refuses an editor both calls (403)", async () => {
    const { grace } = await twoPeople();
    const { deps } = await getTestApp();
    const snapshot = async () => ({
      people: await deps.db.select().from(people).orderBy(people.id),
      timeline: await deps.db.select().from(personTimeline).orderBy(personTimeline.id),
      donations: await deps.db.select().from(donations).orderBy(donations.id),
      rsvps: await deps.db.select().from(rsvps).orderBy(rsvps.id),
    });
    const before = await snapshot();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("POST", `/api/crm/people/${unknown}/erase`, { cookie: pastor, body: { confirm: "ERASE" } }))
        .status,
    ).toBe(404);
    expect((await call("GET", `/api/crm/people/${unknown}/export`, { cookie: pastor })).status).toBe(404);
    expect(
      (
        await call("POST", `/api/crm/people/${grace.id}/erase`, {
          cookie: editor,
          body: { confirm: "ERASE" },
        })
      ).status,
    ).toBe(403);
    expect((await call("GET", `/api/crm/people/${grace.id}/export`, { cookie: editor })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.action, ["person.export", "person.erase"]),
            inArray(auditLog.entityId, [grace.id, unknown]),
          ),
        ),
    ).toEqual([]);
  });
});
