import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  addDays,
  peopleListResponseSchema,
  personDetailSchema,
  personResponseSchema,
} from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../db/client.ts";
import {
  contactMessages,
  donations,
  emailOutbox,
  events,
  meetingRequests,
  people,
  personTimeline,
  rsvps,
  textConsents,
} from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { queueReceipt } from "../donations/donations.model.ts";

const today = churchToday();
const meeting = {
  name: "Jean-Pierre Habimana",
  email: "jp@example.org",
  meetingType: "spiritual-guidance",
  preferredDate: addDays(today, 2),
  preferredTime: "10:00 AM",
  meetingFormat: "in-person",
  urgency: "important",
  purpose: "Something only the pastor should read.",
  language: "sw",
};

describe(`one person behind every public action [${testDriver}]`, () => {
  let pastor: string;
  let eventId: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(async () => {
    await truncate("people", "events", "meeting_requests", "contact_messages", "newsletter_subscribers");
    await truncate("donations", "email_outbox", "rate_limit_buckets", "text_consents");
    const editor = await signIn("content_editor");
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

  const everyone = async () =>
    peopleListResponseSchema.parse((await call("GET", "/api/crm/people", { cookie: pastor })).body).people;
  const detail = async (id: string) =>
    personDetailSchema.parse((await call("GET", `/api/crm/people/${id}`, { cookie: pastor })).body);
  const rsvp = (body: Record<string, unknown>) => call("POST", `/api/events/${eventId}/rsvp`, { body });

  it("lands an RSVP and a meeting request with the same e-mail in another letter case on one visitor", async () => {
    const answered = await rsvp({
      attendeeName: "Jean-Pierre Habimana",
      attendeeEmail: "JP@Example.org",
      language: "sw",
    });
    expect(answered.status).toBe(201);
    // The visitor's answer is what it always was.
    expect(answered.body).toMatchObject({ success: true, status: "confirmed" });
    const submitted = await call("POST", "/api/meeting-requests", { body: meeting });
    expect(submitted.status).toBe(201);
    expect(Object.keys(submitted.body as object).sort()).toEqual(["id", "message", "success"]);

    const [person, ...others] = await everyone();
    expect(others).toEqual([]);
    expect(person).toMatchObject({
      givenName: "Jean-Pierre",
      familyName: "Habimana",
      email: "JP@Example.org",
      language: "sw",
      stage: "visitor",
      firstSeenOn: today,
      lastSeenOn: today,
    });
    const { timeline } = await detail(person?.id ?? "");
    expect(timeline.map((t) => t.kind).sort()).toEqual(["meeting_request", "rsvp"]);
    expect(timeline.find((t) => t.kind === "rsvp")?.summary).toBe(`Bible Study, ${addDays(today, 5)}`);
    // Each entry links to the screen of its row: the RSVP to its event's RSVPs on its date (decision 033).
    const answer = answered.body as { rsvp: { id: string } };
    expect(timeline.find((t) => t.kind === "rsvp")?.href).toBe(
      `/admin?tab=events&event=${eventId}&date=${addDays(today, 5)}&id=${answer.rsvp.id}`,
    );
    const request = timeline.find((t) => t.kind === "meeting_request");
    expect(request?.href).toBe(`/admin?tab=pastor-portal&id=${request?.refId}`);
    // The purpose of the meeting stays on the request.
    expect(JSON.stringify(timeline)).not.toContain("pastor should read");
  });

  it("takes +254712345678 on a form as the 0712 345 678 of a person with a Kenyan address", async () => {
    const created = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: {
        givenName: "Wanjiku",
        language: "sw",
        phones: ["0712 345 678"],
        address: { city: "Nairobi", country: "KE" },
        stage: "attender",
      },
    });
    const wanjiku = personResponseSchema.parse(created.body).person;
    const sent = await call("POST", "/api/contact-messages", {
      body: {
        name: "Wanjiku K.",
        email: "wanjiku@example.org",
        phone: "+254712345678",
        subject: "A private matter",
        message: "Please pray for my family.",
        language: "sw",
      },
    });
    expect(sent.status).toBe(201);
    const all = await everyone();
    expect(all.map((p) => p.id)).toEqual([wanjiku.id]);
    // She had no e-mail: she gains this one; her stage and name stay the pastor's.
    expect(all[0]).toMatchObject({ email: "wanjiku@example.org", stage: "attender", givenName: "Wanjiku" });
    const { timeline } = await detail(wanjiku.id);
    expect(timeline).toMatchObject([{ kind: "contact_message", summary: "" }]);
    expect(JSON.stringify(timeline)).not.toMatch(/pray|private/i);
  });

  it("puts a text consent on the RSVP's person, even with a number they did not give before", async () => {
    const answered = await rsvp({
      attendeeName: "Grace Achieng",
      attendeeEmail: "grace@example.org",
      attendeePhone: "716-555-0100",
      textReminders: { consent: true, phone: "+1 716 555 0142", channel: "sms" },
    });
    expect(answered.status).toBe(201);
    const all = await everyone();
    expect(all).toHaveLength(1);
    expect(all[0]?.phones).toEqual(["+17165550100"]);
    const { timeline } = await detail(all[0]?.id ?? "");
    // One entry for the RSVP, one for the consent: no second person for the texting number.
    expect(timeline.map((t) => [t.kind, t.summary]).sort()).toEqual([
      ["rsvp", `Bible Study, ${addDays(today, 5)}`],
      ["sms_consent", "sms"],
    ]);
  });

  it("links a confirmed newsletter subscription and a recorded gift, and nothing when the action rolls back", async () => {
    const { deps } = await getTestApp();
    await call("POST", "/api/newsletter/subscribe", {
      body: { firstName: "Amani", lastName: "Mwangi", email: "amani@example.org", language: "sw" },
    });
    expect(await everyone()).toEqual([]);
    const [mail] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "amani@example.org"));
    const link = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.textBody ?? "")?.[0] ?? "";
    const { app } = await getTestApp();
    expect((await app.request(link)).status).toBe(200);
    const [gift] = await deps.db
      .insert(donations)
      .values({
        amountCents: 5000,
        type: "one-time",
        fund: "building",
        donorName: "Amani Mwangi",
        donorEmail: "Amani@example.org",
        provider: "paypal",
        providerId: "ORDER-PEOPLE-1",
        status: "completed",
        donatedAt: new Date(),
      })
      .returning();
    if (!gift) throw new Error("no gift");
    await deps.db.transaction((tx) => queueReceipt(tx, deps.env, gift));
    const all = await everyone();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ givenName: "Amani", familyName: "Mwangi", language: "sw" });
    const { timeline } = await detail(all[0]?.id ?? "");
    expect(timeline.map((t) => [t.kind, t.summary]).sort()).toEqual([
      ["donation", "building"],
      ["newsletter", ""],
    ]);
    // The amount stays on the gift.
    expect(timeline.map((t) => t.summary).join(" ")).not.toContain("50");

    // The action's transaction rolls back: no person, no entry.
    await expect(
      deps.db.transaction(async (tx) => {
        await linkPerson(
          tx,
          { email: "gone@example.org" },
          { kind: "rsvp", refId: randomUUID(), summary: "" },
        );
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    // A meeting request refused by validation creates no one either.
    expect(
      (await call("POST", "/api/meeting-requests", { body: { ...meeting, preferredDate: today } })).status,
    ).toBe(400);
    expect(await everyone()).toHaveLength(1);
  });

  it("links the rows stored before people existed, once (the data migration)", async () => {
    const { deps } = await getTestApp();
    const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
    const [early] = await deps.db
      .insert(rsvps)
      .values({
        eventId,
        eventDate: event?.date ?? today,
        attendeeName: "  Baraka   Otieno ",
        attendeeEmail: "Baraka@Example.org",
        attendeePhone: "(716) 555-0123",
        language: "sw",
        status: "confirmed",
        createdAt: new Date("2026-01-04T20:00:00Z"),
      })
      .returning();
    await deps.db.insert(textConsents).values({
      rsvpId: early?.id,
      phone: "+17165550177",
      channel: "whatsapp",
      language: "sw",
      wording: "ndiyo",
    });
    await deps.db.insert(meetingRequests).values({
      requesterName: "Baraka Otieno",
      requesterEmail: "baraka@example.org",
      requestedDate: addDays(today, 3),
      requestedTime: "2:00 PM",
      message: "secret",
      language: "sw",
    });
    await deps.db.insert(contactMessages).values({
      name: "Someone Else",
      email: "else@example.org",
      phone: "0712 345 678",
      subject: "s",
      message: "m",
    });
    const statements = readFileSync(join(migrationsFolder, "0012_link_existing_people.sql"), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.trim());
    const runMigration = () =>
      deps.db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement));
      });
    await runMigration();
    await runMigration();

    const rows = await deps.db.select().from(people).orderBy(people.givenName);
    expect(
      rows.map((p) => [p.givenName, p.familyName, p.phones, p.language, p.stage, p.firstSeenOn]),
    ).toEqual([
      ["Baraka", "Otieno", ["+17165550123"], "sw", "visitor", "2026-01-04"],
      // A Kenyan number without its country code cannot be read in SQL: it is left out.
      ["Someone", "Else", [], "en", "visitor", today],
    ]);
    expect(rows[0]?.search).toBe("baraka otieno baraka@example.org 17165550123");
    const entries = await deps.db
      .select()
      .from(personTimeline)
      .where(eq(personTimeline.personId, rows[0]?.id ?? ""));
    expect(entries.map((e) => e.kind).sort()).toEqual(["meeting_request", "rsvp", "sms_consent"]);
    // And the search finds the linked visitor like any other.
    const found = peopleListResponseSchema.parse(
      (await call("GET", "/api/crm/people?q=716%20555%200123", { cookie: pastor })).body,
    );
    expect(found.people.map((p) => p.givenName)).toEqual(["Baraka"]);
  });
});
