import type { AddressInfo } from "node:net";
import {
  addDays,
  eventResponseSchema,
  eventRsvpsResponseSchema,
  eventsListResponseSchema,
  rsvpCreateResponseSchema,
  rsvpMessages,
  rsvpResponseSchema,
} from "@church/contracts";
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxExtras, rsvps } from "../../db/schema.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { rsvpFormLimit } from "./rsvps.handlers.ts";

const today = churchToday();
const foodDrive = {
  title: "Community Food Drive",
  description: "Sort and hand out groceries.",
  date: addDays(today, 10),
  time: "10:00 AM - 1:00 PM",
  location: "Church Parking Lot",
  category: "outreach",
  rsvpRequired: true,
  maxAttendees: 25,
};
const guest = (n: number) => ({ attendeeName: `Guest ${n}`, attendeeEmail: `guest${n}@example.org` });

describe(`RSVPs [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("events", "rate_limit_buckets", "email_outbox"));

  const createEvent = async (body: Record<string, unknown> = {}) => {
    const result = await call("POST", "/api/events", { cookie: editor, body: { ...foodDrive, ...body } });
    expect(result.status).toBe(201);
    return eventResponseSchema.parse(result.body).event;
  };
  const rsvp = (eventId: string, body: Record<string, unknown>) =>
    call("POST", `/api/events/${eventId}/rsvp`, { body });
  const staffList = async (eventId: string, query = "") =>
    eventRsvpsResponseSchema.parse(
      (await call("GET", `/api/events/${eventId}/rsvps${query}`, { cookie: editor })).body,
    );

  it("confirms an RSVP with the spec's text, stores it and queues the confirmation with its .ics", async () => {
    const event = await createEvent();
    const result = await rsvp(event.id, { ...guest(1), attendeePhone: "716-555-0100", notes: "Vegetarian" });
    expect(result.status).toBe(201);
    const body = rsvpCreateResponseSchema.parse(result.body);
    expect(body).toMatchObject({ status: "confirmed", message: rsvpMessages.confirmed });
    expect(body.message).toBe("RSVP confirmed! We look forward to seeing you at the event.");
    expect(body.rsvp).toMatchObject({ eventDate: foodDrive.date, notes: "Vegetarian", status: "confirmed" });
    const events = eventsListResponseSchema.parse((await call("GET", "/api/events")).body).events;
    expect(events[0]?.currentAttendees).toBe(1);

    const { deps } = await getTestApp();
    const [mail] = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "guest1@example.org"));
    expect(mail).toMatchObject({ kind: "rsvp_confirmed", subject: "RSVP confirmed: Community Food Drive" });
    expect(mail?.textBody).toContain(rsvpMessages.confirmed);
    const [extras] = await deps.db
      .select()
      .from(emailOutboxExtras)
      .where(eq(emailOutboxExtras.outboxId, mail?.id ?? ""));
    const ics = extras?.attachments[0]?.content ?? "";
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${foodDrive.date.replace(/-/g, "")}T100000`);
  });

  it("writes the confirmation in Swahili for a Swahili visitor", async () => {
    const event = await createEvent();
    await rsvp(event.id, { ...guest(2), language: "sw" });
    const { deps } = await getTestApp();
    const [mail] = await deps.db.select().from(emailOutbox);
    expect(mail?.subject).toBe("Usajili umethibitishwa: Community Food Drive");
    expect(mail?.textBody).toContain("Usajili wako umethibitishwa!");
  });

  it("writes a Swahili visitor's mail with the event's Swahili title, time and place, and names Buffalo's zone", async () => {
    const event = await createEvent({
      translations: {
        sw: { title: "Mavuno ya Chakula", time: "saa 4:00 asubuhi", location: "Ukumbi wa Ushirika" },
      },
    });
    await rsvp(event.id, { ...guest(4), language: "sw" });
    await rsvp(event.id, { ...guest(5), language: "en" });
    const { deps } = await getTestApp();
    const mails = await deps.db.select().from(emailOutbox);
    const sw = mails.find((mail) => mail.toAddress === "guest4@example.org");
    const en = mails.find((mail) => mail.toAddress === "guest5@example.org");
    const zone = /EDT|EST/.exec(en?.textBody ?? "")?.[0];
    expect(sw?.subject).toBe("Usajili umethibitishwa: Mavuno ya Chakula");
    expect(sw?.textBody).toContain(`saa 4:00 asubuhi (saa za Buffalo, ${zone})`);
    expect(sw?.textBody).toContain("Mahali: Ukumbi wa Ushirika");
    expect(sw?.textBody).not.toContain("Community Food Drive");
    expect(en?.textBody).toContain(`10:00 AM - 1:00 PM (Buffalo time, ${zone})`);
  });

  it("answers bad input with 400 naming the field, and nothing is stored", async () => {
    const event = await createEvent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ attendeeEmail: "a@example.org" }, "attendeeName"],
      [{ attendeeName: "", attendeeEmail: "a@example.org" }, "attendeeName"],
      [{ attendeeName: "Ann" }, "attendeeEmail"],
      [{ attendeeName: "Ann", attendeeEmail: "not-an-email" }, "attendeeEmail"],
      [{ attendeeName: 42, attendeeEmail: "a@example.org" }, "attendeeName"],
      [{ attendeeName: "A".repeat(101), attendeeEmail: "a@example.org" }, "attendeeName"],
      [{ ...guest(3), notes: "n".repeat(1001) }, "notes"],
      [{ ...guest(3), eventDate: "next week" }, "eventDate"],
    ];
    for (const [body, field] of cases) {
      const result = await rsvp(event.id, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect((result.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        field,
      );
    }
    expect((await rsvp(event.id, { attendeeName: "", attendeeEmail: "" })).body).toMatchObject({
      error: {
        fields: { attendeeName: rsvpMessages.nameRequired, attendeeEmail: rsvpMessages.emailRequired },
      },
    });
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(rsvps)).toEqual([]);
    expect(await deps.db.select().from(emailOutbox)).toEqual([]);
  });

  it("refuses unknown, draft, RSVP-less and past events", async () => {
    const missing = await rsvp("00000000-0000-4000-8000-000000000000", guest(1));
    expect(missing.status).toBe(404);
    const draft = await createEvent({ title: "Draft", status: "draft" });
    expect((await rsvp(draft.id, guest(1))).status).toBe(404);
    const open = await createEvent({ title: "Open House", rsvpRequired: false });
    expect((await rsvp(open.id, guest(1))).body).toMatchObject({
      error: { message: rsvpMessages.notRequired },
    });
    const past = await createEvent({ title: "Last Month", date: addDays(today, -30) });
    expect((await rsvp(past.id, guest(1))).status).toBe(409);
  });

  it("a repeat RSVP with someone's e-mail changes nothing, answers as a new one would, and reminds the owner", async () => {
    const { deps } = await getTestApp();
    const event = await createEvent({ maxAttendees: 2 });
    const own = await rsvp(event.id, {
      ...guest(1),
      attendeePhone: "716-555-0101",
      notes: "Wheelchair access",
    });
    const ownRsvp = rsvpCreateResponseSchema.parse(own.body).rsvp;
    expect(ownRsvp.status).toBe("confirmed");
    await rsvp(event.id, guest(2)); // the event is now full

    const attack = {
      attendeeName: "Mallory",
      attendeeEmail: " GUEST1@example.org",
      notes: "Your place moved: see https://evil.example",
      language: "sw",
    };
    const repeat = await rsvp(event.id, attack);
    const fresh = await rsvp(event.id, { ...guest(3), notes: "Your place moved: see https://evil.example" });
    // The same answer as a new visitor's (a full event: the waiting list), so it tells nothing.
    expect(repeat.status).toBe(fresh.status);
    const repeated = rsvpCreateResponseSchema.parse(repeat.body);
    const firstTime = rsvpCreateResponseSchema.parse(fresh.body);
    expect(repeated).toMatchObject({ status: "waitlisted", message: rsvpMessages.waitlisted });
    expect(firstTime).toMatchObject({ status: "waitlisted", message: rsvpMessages.waitlisted });
    expect(Object.keys(repeated.rsvp).sort()).toEqual(Object.keys(firstTime.rsvp).sort());
    expect(repeated.rsvp).toMatchObject({
      attendeeName: "Mallory",
      attendeePhone: null,
      notes: attack.notes,
    });
    expect(Date.now() - Date.parse(repeated.rsvp.rsvpDate)).toBeLessThan(60_000);

    // Stored: the owner's RSVP as they left it.
    const stored = await deps.db.select().from(rsvps).where(eq(rsvps.eventId, event.id));
    const owners = stored.filter((r) => r.attendeeEmail.toLowerCase() === "guest1@example.org");
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({
      id: ownRsvp.id,
      attendeeName: "Guest 1",
      attendeePhone: "716-555-0101",
      notes: "Wheelchair access",
      language: "en",
      status: "confirmed",
    });
    expect(owners[0]?.createdAt.toISOString()).toBe(ownRsvp.rsvpDate);

    // The owner is e-mailed their own RSVP and link, in their language; none of the sender's text.
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "guest1@example.org"));
    expect(mails.map((m) => m.kind).sort()).toEqual(["rsvp_confirmed", "rsvp_repeated"]);
    const reminder = mails.find((m) => m.kind === "rsvp_repeated");
    const confirmation = mails.find((m) => m.kind === "rsvp_confirmed");
    const linkOf = (text = "") => /\/api\/rsvps\/cancel\?token=\S+/.exec(text)?.[0];
    expect(reminder?.subject).toBe("Your RSVP: Community Food Drive");
    expect(reminder?.textBody).toContain("Hello Guest 1,");
    expect(reminder?.textBody).toContain("Your RSVP is unchanged");
    expect(reminder?.textBody).toContain(rsvpMessages.confirmed);
    expect(linkOf(reminder?.textBody)).toBe(linkOf(confirmation?.textBody));
    expect(reminder?.textBody).not.toMatch(/Mallory|evil\.example/);

    // Sent again and again: the same answer, and at most one reminder an hour.
    expect((await rsvp(event.id, attack)).status).toBe(201);
    const again = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "rsvp_repeated"));
    expect(again).toHaveLength(1);
    expect((await staffList(event.id)).rsvps.map((r) => [r.attendeeName, r.status])).toEqual([
      ["Guest 1", "confirmed"],
      ["Guest 2", "confirmed"],
      ["Guest 3", "waitlisted"],
    ]);
  });

  it("takes RSVPs per date of a weekly event and refuses dates it does not take place on", async () => {
    const start = addDays(today, -14);
    const event = await createEvent({
      title: "Men's Breakfast",
      date: start,
      repeat: "weekly",
      maxAttendees: 1,
    });
    const next = addDays(start, 14);
    const first = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(1))).body);
    expect(first.rsvp.eventDate).toBe(next);
    // The same person (and another) can come the week after: each date has its own places.
    const later = rsvpCreateResponseSchema.parse(
      (await rsvp(event.id, { ...guest(1), eventDate: addDays(next, 7) })).body,
    );
    expect(later).toMatchObject({ status: "confirmed", rsvp: { eventDate: addDays(next, 7) } });
    expect(rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(2))).body).status).toBe("waitlisted");
    const wrongDay = await rsvp(event.id, { ...guest(3), eventDate: addDays(next, 3) });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body).toMatchObject({ error: { fields: { eventDate: rsvpMessages.dateNotOffered } } });
    expect((await staffList(event.id)).rsvps.map((r) => r.attendeeEmail)).toEqual([
      "guest1@example.org",
      "guest2@example.org",
    ]);
    expect((await staffList(event.id, `?date=${addDays(next, 7)}`)).confirmedCount).toBe(1);
  });

  it("takes 30 RSVPs from one address (the church's Wi-Fi), limits one e-mail repeating, and stops a flood at the ceiling", async () => {
    const event = await createEvent({ maxAttendees: null });
    const { app } = await getTestApp();
    // Everyone from the church's one public address, as @hono/node-server hands it to the app.
    const fromChurch = async (body: Record<string, unknown>) => {
      const response = await app.request(
        `/api/events/${event.id}/rsvp`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: "198.51.100.60" } } },
      );
      return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
    };
    const congregation = await Promise.all(Array.from({ length: 30 }, (_, i) => fromChurch(guest(i))));
    expect(congregation.map((r) => r.status)).toEqual(Array(30).fill(201));

    // One person sending again and again is still limited (10 per 10 minutes)...
    for (let i = 0; i < 9; i++) expect((await fromChurch(guest(0))).status).toBe(201);
    const limited = await fromChurch(guest(0));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { message: rsvpMessages.rateLimited } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // ...without holding up the next person behind the same address.
    expect((await fromChurch(guest(30))).status).toBe(201);

    // A flood of made-up names from one address stops at the address's ceiling.
    const { perAddress } = rsvpFormLimit;
    let sent = 30 + 9 + 1;
    for (; sent < perAddress.limit; sent++) expect((await fromChurch(guest(100 + sent))).status).toBe(201);
    const flood = await fromChurch(guest(1000));
    expect(flood.status).toBe(429);
    expect(flood.body).toMatchObject({ error: { message: rsvpMessages.rateLimited } });
  });

  it("lets staff cancel, confirm and delete; a freed place goes to the first on the waiting list", async () => {
    const event = await createEvent({ maxAttendees: 1 });
    const a = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(1))).body).rsvp;
    const b = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(2))).body).rsvp;
    const c = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(3))).body).rsvp;
    expect([a.status, b.status, c.status]).toEqual(["confirmed", "waitlisted", "waitlisted"]);
    expect((await call("PUT", `/api/rsvps/${a.id}`, { body: { status: "cancelled" } })).status).toBe(401);

    const cancel = await call("PUT", `/api/rsvps/${a.id}`, { cookie: editor, body: { status: "cancelled" } });
    const cancelled = rsvpResponseSchema.parse(cancel.body);
    expect(cancelled.rsvp.status).toBe("cancelled");
    expect(cancelled.promoted).toMatchObject({ id: b.id, status: "confirmed" });
    const full = await call("PUT", `/api/rsvps/${a.id}`, { cookie: editor, body: { status: "confirmed" } });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: { message: rsvpMessages.eventFull } });

    expect((await call("DELETE", `/api/rsvps/${b.id}`, { cookie: editor })).status).toBe(200);
    const list = await staffList(event.id);
    expect(list.rsvps.map((r) => [r.attendeeEmail, r.status])).toEqual([
      ["guest1@example.org", "cancelled"],
      ["guest3@example.org", "confirmed"],
    ]);
    const { deps } = await getTestApp();
    const promotedMail = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "rsvp_promoted"), eq(emailOutbox.toAddress, "guest3@example.org")));
    expect(promotedMail).toHaveLength(1);
    expect((await call("DELETE", `/api/rsvps/${b.id}`, { cookie: editor })).status).toBe(404);
  });

  it("cancels by the e-mail's link: a GET only asks, the POST cancels and the first on the waiting list is promoted and e-mailed", async () => {
    const event = await createEvent({ maxAttendees: 1 });
    const a = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(1))).body).rsvp;
    const b = rsvpCreateResponseSchema.parse((await rsvp(event.id, guest(2))).body).rsvp;
    expect([a.status, b.status]).toEqual(["confirmed", "waitlisted"]);
    const { app, deps } = await getTestApp();
    const mailTo = (address: string, kind: string) =>
      deps.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, address)));
    const [confirmation] = await mailTo("guest1@example.org", "rsvp_confirmed");
    const link = confirmation?.textBody.match(/https?:\/\/\S+\/api\/rsvps\/cancel\?token=\S+/)?.[0];
    if (!link) throw new Error(`no cancel link in: ${confirmation?.textBody}`);
    const [waitlisted] = await mailTo("guest2@example.org", "rsvp_waitlisted");
    expect(waitlisted?.textBody).toContain("To leave the waiting list: ");
    const path = new URL(link).pathname + new URL(link).search;

    const page = await call("GET", path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Cancel your RSVP?");
    expect(page.body).toContain("Community Food Drive");
    expect((await staffList(event.id)).rsvps.map((r) => r.status)).toEqual(["confirmed", "waitlisted"]);

    const done = await call("POST", path);
    expect(done.status).toBe(200);
    expect(done.body).toContain(rsvpMessages.cancelled);
    expect((await staffList(event.id)).rsvps.map((r) => [r.attendeeEmail, r.status])).toEqual([
      ["guest1@example.org", "cancelled"],
      ["guest2@example.org", "confirmed"],
    ]);
    const [promoted] = await mailTo("guest2@example.org", "rsvp_promoted");
    expect(promoted?.subject).toBe("RSVP confirmed: Community Food Drive");
    expect(promoted?.textBody).toContain("a place opened up");
    // Again: nothing more happens; a forged token is refused with a page naming it.
    expect((await call("POST", path)).body).toContain(rsvpMessages.alreadyCancelled);
    const forged = await app.request(`/api/rsvps/cancel?token=${a.id}.${"x".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(rsvpMessages.cancelInvalid);
    const short = await call("GET", "/api/rsvps/cancel?token=abc");
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { fields: { "query.token": rsvpMessages.cancelInvalid } } });
  });

  it("moves the waiting list up in order when staff add places to the event", async () => {
    const event = await createEvent({ maxAttendees: 1 });
    for (const n of [1, 2, 3, 4]) await rsvp(event.id, guest(n));
    const raised = await call("PUT", `/api/events/${event.id}`, {
      cookie: editor,
      body: { ...foodDrive, maxAttendees: 3 },
    });
    expect(raised.status).toBe(200);
    expect(eventResponseSchema.parse(raised.body).event.currentAttendees).toBe(3);
    const list = await staffList(event.id);
    expect(list.rsvps.map((r) => r.status)).toEqual(["confirmed", "confirmed", "confirmed", "waitlisted"]);
    expect(list.rsvps[3]?.attendeeEmail).toBe("guest4@example.org");
  });

  describe("200 visitors at once over HTTP", () => {
    let base = "";
    let close: () => void = () => {};
    beforeAll(async () => {
      const { app } = await getTestApp();
      await new Promise<void>((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        });
        close = () => server.close();
      });
    });
    afterAll(() => close());

    it("confirms exactly 25 of 200 concurrent RSVPs, waitlists the rest, and promotes the first in line", async () => {
      const event = await createEvent();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${base}/api/events/${event.id}/rsvp`, {
            method: "POST",
            // Each visitor from their own address, as the gateway passes it on.
            headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
            body: JSON.stringify(guest(i)),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
        ),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(answers.every((a) => a.status === 201)).toBe(true);
      const statuses = answers.map((a) => rsvpCreateResponseSchema.parse(a.body).status);
      expect(statuses.filter((s) => s === "confirmed")).toHaveLength(25);
      expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(175);

      const { deps } = await getTestApp();
      const stored = await deps.db.select().from(rsvps).where(eq(rsvps.eventId, event.id));
      expect(stored.filter((r) => r.status === "confirmed")).toHaveLength(25);
      const list = await staffList(event.id);
      expect(list.confirmedCount).toBe(25);
      const firstWaiting = list.rsvps.find((r) => r.status === "waitlisted");
      const someConfirmed = list.rsvps.find((r) => r.status === "confirmed");
      const cancel = await call("PUT", `/api/rsvps/${someConfirmed?.id}`, {
        cookie: editor,
        body: { status: "cancelled" },
      });
      expect(rsvpResponseSchema.parse(cancel.body).promoted?.id).toBe(firstWaiting?.id);
      const after = await staffList(event.id);
      expect(after.confirmedCount).toBe(25);
      expect(after.rsvps.find((r) => r.id === firstWaiting?.id)?.status).toBe("confirmed");
    }, 120_000);
  });
});
