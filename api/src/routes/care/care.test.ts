import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  addDays,
  careListsSchema,
  careSettingsResponseSchema,
  defaultCareSettings,
  followUpResponseSchema,
  followUpsResponseSchema,
  personDetailSchema,
  personFollowUpResponseSchema,
  personResponseSchema,
} from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  emailOutbox,
  followUpDigests,
  followUpSteps,
  followUps,
  jobs,
  people,
  textMessages,
  users,
} from "../../db/schema.ts";
import { churchDateTime, churchToday } from "../../lib/church-time.ts";
import {
  followUpDigestJob,
  scheduleFollowUpDigest,
  sendFollowUpDigests,
} from "../../services/care/digest.ts";
import { stepState } from "../../services/care/follow-up.ts";
import { jobHandlers } from "../../services/jobs/background.ts";
import { drainJobs } from "../../services/jobs/jobs.ts";
import { insertPerson } from "../../services/people/insert-person.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();

describe(`newcomer follow-up [${testDriver}]`, () => {
  let pastor: string;
  let admin: string;
  let eventId: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    admin = await signIn("admin");
  });
  beforeEach(async () => {
    await truncate("people", "events", "contact_messages", "email_outbox", "text_consents", "jobs");
    await truncate("follow_up_digests", "rate_limit_buckets");
    const { deps } = await getTestApp();
    await deps.db.execute(sql`delete from app_settings where key = 'care'`);
    await deps.db.update(users).set({ language: "en" });
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

  const db = async () => (await getTestApp()).deps.db;
  // The seeded demo account of the role: other test files in this worker add accounts of their own.
  const demoUser = async (role: "pastor" | "admin") => {
    const { credentials, deps } = await getTestApp();
    const email = credentials.find((c) => c.role === role)?.email ?? "";
    const [row] = await deps.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo ${role}`);
    return row;
  };
  const userId = async (role: "pastor" | "admin") => (await demoUser(role)).id;
  const rsvp = (body: Record<string, unknown>) => call("POST", `/api/events/${eventId}/rsvp`, { body });
  const list = async (cookie: string, assignee = "mine") =>
    followUpsResponseSchema.parse(
      (await call("GET", `/api/crm/follow-ups?assignee=${assignee}`, { cookie })).body,
    );
  const addVisitor = async (body: Record<string, unknown> = {}) =>
    personResponseSchema.parse(
      (
        await call("POST", "/api/crm/people", {
          cookie: pastor,
          body: {
            givenName: "Neema",
            familyName: "Achieng",
            language: "sw",
            phones: ["+254 712 345 678"],
            stage: "visitor",
            ...body,
          },
        })
      ).body,
    ).person;

  it("opens exactly one follow-up at a person's first RSVP, not at their second RSVP or a message", async () => {
    expect(
      (await rsvp({ attendeeName: "Amani Otieno", attendeeEmail: "amani@example.org", language: "sw" }))
        .status,
    ).toBe(201);
    expect(
      (await rsvp({ attendeeName: "Amani Otieno", attendeeEmail: "AMANI@example.org", language: "sw" }))
        .status,
    ).toBe(201);
    const sent = await call("POST", "/api/contact-messages", {
      body: {
        name: "Amani",
        email: "amani@example.org",
        subject: "Hello",
        message: "Thank you for Sunday.",
        language: "sw",
      },
    });
    expect(sent.status).toBe(201);

    const rows = await (await db()).select().from(followUps);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.openedOn).toBe(today);
    const { followUps: mine } = await list(pastor);
    expect(mine).toHaveLength(1);
    const [followUp] = mine;
    expect(followUp?.person).toMatchObject({ givenName: "Amani", familyName: "Otieno", language: "sw" });
    // The church's default plan, due in Buffalo days after the first contact, given to the pastor.
    expect(followUp?.steps.map((s) => [s.titleEn, s.dueOn, s.channel, s.assignee?.id])).toEqual([
      ["Welcome message", addDays(today, 2), "message", await userId("pastor")],
      ["Phone call", addDays(today, 7), "call", await userId("pastor")],
      ["Invitation to a fellowship group", addDays(today, 21), "invitation", await userId("pastor")],
    ]);
    // The welcome in the person's language, from the template.
    expect(followUp?.welcome.body).toMatch(/^Habari Amani, asante kwa kututembelea Kanisa la Marafiki Amani/);
    // The administrator has none of their own, but sees them all.
    expect((await list(admin)).followUps).toHaveLength(0);
    expect((await list(admin, "all")).followUps).toHaveLength(1);
  });

  it("opens one for a visitor the pastor adds, none for a member or an imported visitor", async () => {
    const visitor = await addVisitor();
    await addVisitor({ givenName: "Baraka", phones: [], stage: "member" });
    const imported = await call("POST", "/api/crm/people/import", {
      cookie: pastor,
      body: {
        csv: "First Name,Last Name,Email\nZawadi,Mwangi,zawadi@example.org\n",
        mapping: { givenName: "First Name", familyName: "Last Name", email: "Email" },
        dryRun: false,
      },
    });
    expect(imported.status).toBeLessThan(300);
    const rows = await (await db()).select().from(followUps);
    expect(rows.map((r) => r.personId)).toEqual([visitor.id]);
    const page = personFollowUpResponseSchema.parse(
      (await call("GET", `/api/crm/people/${visitor.id}/follow-up`, { cookie: pastor })).body,
    );
    expect(page.followUp?.steps).toHaveLength(3);
  });

  it("counts due dates in Buffalo calendar days, across both clock changes", async () => {
    const database = await db();
    const dueDates = async (instant: string, name: string) => {
      const person = await database.transaction((tx) =>
        insertPerson(
          tx,
          { givenName: name, stage: "visitor", search: name.toLowerCase() },
          { now: new Date(instant) },
        ),
      );
      const rows = await database
        .select({ dueOn: followUpSteps.dueOn })
        .from(followUpSteps)
        .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
        .where(eq(followUps.personId, person.id))
        .orderBy(followUpSteps.position);
      return rows.map((r) => r.dueOn);
    };
    // 22:30 on Saturday 13 March 2027 in Buffalo (already the 14th in UTC), hours before the clocks go
    // forward: the welcome is due Monday the 15th, the call on the 20th.
    expect(await dueDates("2027-03-14T03:30:00Z", "Spring")).toEqual([
      "2027-03-15",
      "2027-03-20",
      "2027-04-03",
    ]);
    // 23:30 on Sunday 7 November 2027, after the clocks went back that night (UTC: the 8th).
    expect(await dueDates("2027-11-08T04:30:00Z", "Autumn")).toEqual([
      "2027-11-09",
      "2027-11-14",
      "2027-11-28",
    ]);
    // A step due the 15th is due today all of that Buffalo day, overdue from its midnight.
    const step = { doneAt: null, dueOn: "2027-03-15" };
    expect(stepState(step, churchToday(new Date("2027-03-16T03:59:00Z")))).toBe("due_today");
    expect(stepState(step, churchToday(new Date("2027-03-16T04:00:00Z")))).toBe("overdue");
  });

  it("marks a step done with one tap and a note, once; the timeline shows it without the note", async () => {
    const visitor = await addVisitor();
    const [followUp] = (await list(pastor)).followUps;
    const call1 = followUp?.steps[1];
    if (!followUp || !call1) throw new Error("no follow-up");
    const path = `/api/crm/follow-ups/${followUp.id}/steps/${call1.id}/done`;
    const done = await call("PUT", path, {
      cookie: pastor,
      body: { done: true, note: "Her mother is unwell." },
    });
    expect(done.status).toBe(200);
    const step = followUpResponseSchema.parse(done.body).followUp.steps[1];
    expect(step).toMatchObject({ state: "done", note: "Her mother is unwell.", doneBy: expect.any(String) });
    expect((await call("PUT", path, { cookie: pastor, body: { done: true } })).status).toBe(409);
    const detail = personDetailSchema.parse(
      (await call("GET", `/api/crm/people/${visitor.id}`, { cookie: pastor })).body,
    );
    expect(detail.timeline.find((e) => e.kind === "follow_up")?.summary).toBe("Kupiga simu");
    expect(JSON.stringify(detail.timeline)).not.toContain("unwell");
    // Undone: off the timeline again.
    expect((await call("PUT", path, { cookie: pastor, body: { done: false } })).status).toBe(200);
    const again = personDetailSchema.parse(
      (await call("GET", `/api/crm/people/${visitor.id}`, { cookie: pastor })).body,
    );
    expect(again.timeline.some((e) => e.kind === "follow_up")).toBe(false);
  });

  it("sends the welcome by SMS through the test provider, in Swahili, and marks the step done", async () => {
    const visitor = await addVisitor();
    const [followUp] = (await list(pastor)).followUps;
    const welcome = followUp?.steps[0];
    if (!followUp || !welcome) throw new Error("no follow-up");
    const sent = await call("POST", `/api/crm/follow-ups/${followUp.id}/steps/${welcome.id}/welcome`, {
      cookie: pastor,
      body: { via: "sms" },
    });
    expect(sent.status).toBe(200);
    expect(followUpResponseSchema.parse(sent.body).followUp.steps[0]).toMatchObject({
      state: "done",
      sentVia: "sms",
    });

    const { deps } = await getTestApp();
    await drainJobs(deps.db, jobHandlers(deps));
    const texts = await deps.db.select().from(textMessages).where(eq(textMessages.kind, "follow_up_welcome"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      toPhone: "+254712345678",
      channel: "sms",
      language: "sw",
      status: "sent",
      provider: "test",
    });
    expect(texts[0]?.body).toMatch(/^Habari Neema, asante kwa kututembelea Kanisa la Marafiki Amani/);
    const detail = personDetailSchema.parse(
      (await call("GET", `/api/crm/people/${visitor.id}`, { cookie: pastor })).body,
    );
    expect(detail.timeline.find((e) => e.kind === "follow_up")?.summary).toBe("Ujumbe wa kukaribisha · SMS");
    // Sent once: a second send is refused.
    const twice = await call("POST", `/api/crm/follow-ups/${followUp.id}/steps/${welcome.id}/welcome`, {
      cookie: pastor,
      body: { via: "sms" },
    });
    expect(twice.status).toBe(409);
    // Erased: her number goes with the welcome's consent and text.
    const erased = await call("POST", `/api/crm/people/${visitor.id}/erase`, {
      cookie: pastor,
      body: { confirm: "ERASE" },
    });
    expect(erased.status).toBe(200);
    expect(
      await deps.db.select().from(textMessages).where(eq(textMessages.toPhone, "+254712345678")),
    ).toEqual([]);
    expect(await deps.db.select().from(followUps)).toEqual([]);
  });

  it("sends the welcome by e-mail through the outbox, and refuses a channel the person has no address for", async () => {
    await addVisitor({ email: "neema@example.org", phones: [], language: "en" });
    const [followUp] = (await list(pastor)).followUps;
    const welcome = followUp?.steps[0];
    if (!followUp || !welcome) throw new Error("no follow-up");
    const path = `/api/crm/follow-ups/${followUp.id}/steps/${welcome.id}/welcome`;
    const noPhone = await call("POST", path, { cookie: pastor, body: { via: "whatsapp" } });
    expect(noPhone.status).toBe(400);
    expect(JSON.stringify(noPhone.body)).toContain("via");
    expect((await call("POST", path, { cookie: pastor, body: { via: "email" } })).status).toBe(200);
    const mails = await (await db())
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "follow_up_welcome"));
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ["neema@example.org", "Welcome to Amani Friends Church"],
    ]);
    expect(mails[0]?.textBody).toMatch(/^Hello Neema, thank you for visiting/);
  });

  it("lets the church edit its steps and template; new follow-ups use them", async () => {
    const adminId = await userId("admin");
    const settings = {
      ...defaultCareSettings,
      steps: [
        { titleEn: "Visit", titleSw: "Kutembelea", daysOffset: 10, channel: "visit", assigneeId: adminId },
      ],
      welcome: { ...defaultCareSettings.welcome, bodySw: "Karibu sana {firstName}!" },
      notSeenWeeks: 6,
    };
    const saved = await call("PUT", "/api/crm/care/settings", { cookie: pastor, body: settings });
    expect(saved.status).toBe(200);
    expect(careSettingsResponseSchema.parse(saved.body).settings.steps).toHaveLength(1);
    await addVisitor();
    const [followUp] = (await list(admin)).followUps;
    expect(followUp?.steps.map((s) => [s.titleSw, s.dueOn, s.assignee?.id])).toEqual([
      ["Kutembelea", addDays(today, 10), adminId],
    ]);
    expect(followUp?.welcome.body).toBe("Karibu sana Neema!");
    // Only a pastor-capable account may be given a step.
    const [editor] = await (await db()).select().from(users).where(eq(users.role, "content_editor"));
    const refused = await call("PUT", "/api/crm/care/settings", {
      cookie: pastor,
      body: { ...settings, steps: [{ ...settings.steps[0], assigneeId: editor?.id }] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("steps.0.assigneeId");
  });

  it("lists newcomers with their progress, regulars not seen for N weeks and birthdays in 14 days", async () => {
    await addVisitor();
    const database = await db();
    const add = (givenName: string, values: Partial<typeof people.$inferInsert>) =>
      database.transaction((tx) =>
        insertPerson(tx, { givenName, search: givenName.toLowerCase(), ...values }),
      );
    await add("Long", { stage: "member", lastSeenOn: addDays(today, -7 * 5) });
    await add("Recent", { stage: "attender", lastSeenOn: addDays(today, -7 * 2) });
    await add("Guest", { stage: "visitor", lastSeenOn: addDays(today, -7 * 10) });
    const soon = addDays(today, 3);
    const late = addDays(today, 20);
    await add("Birthday", {
      stage: "member",
      birthMonth: Number(soon.slice(5, 7)),
      birthDay: Number(soon.slice(8, 10)),
      birthYear: 1990,
    });
    await add("Later", {
      stage: "member",
      birthMonth: Number(late.slice(5, 7)),
      birthDay: Number(late.slice(8, 10)),
    });

    const lists = careListsSchema.parse((await call("GET", "/api/crm/care/lists", { cookie: pastor })).body);
    expect(lists.newcomers.map((n) => [n.person.givenName, n.done, n.total, n.nextStep?.titleEn])).toEqual(
      expect.arrayContaining([["Neema", 0, 3, "Welcome message"]]),
    );
    expect(lists.notSeen).toMatchObject({ weeks: 4, people: [{ person: { givenName: "Long" } }] });
    expect(lists.birthdays.map((b) => [b.person.givenName, b.on, b.turns])).toEqual([
      ["Birthday", soon, Number(soon.slice(0, 4)) - 1990],
    ]);
  });

  it("sends each staff member one digest a week, in their language, never twice", async () => {
    const database = await db();
    const { deps } = await getTestApp();
    await database.update(users).set({ language: "sw" }).where(eq(users.role, "pastor"));
    await addVisitor();
    await addVisitor({ givenName: "Juma", phones: ["+254 712 000 111"] });
    // One of Juma's steps is the administrator's.
    const adminId = await userId("admin");
    const [jumaStep] = await database
      .select({ id: followUpSteps.id })
      .from(followUpSteps)
      .innerJoin(followUps, eq(followUps.id, followUpSteps.followUpId))
      .innerJoin(people, eq(people.id, followUps.personId))
      .where(sql`${people.givenName} = 'Juma' and ${followUpSteps.position} = 0`);
    await database
      .update(followUpSteps)
      .set({ assigneeId: adminId })
      .where(eq(followUpSteps.id, jumaStep?.id ?? ""));

    // The Monday of the week the welcome steps fall due (the steps are 2, 7 and 21 days out).
    const due = addDays(today, 2);
    const weekday = new Date(`${due}T12:00:00Z`).getUTCDay();
    const weekOf = addDays(due, -((weekday + 6) % 7));
    const monday7 = churchDateTime(weekOf, "07:00");
    const job = followUpDigestJob(deps, () => monday7);
    await job({ weekOf }, {} as never);
    // Another instance, or a restart, runs it again.
    await job({ weekOf }, {} as never);
    expect(await sendFollowUpDigests(deps, weekOf)).toBe(0);

    const mails = await database.select().from(emailOutbox).where(eq(emailOutbox.kind, "follow_up_digest"));
    const pastorRow = await demoUser("pastor");
    const adminRow = await demoUser("admin");
    expect(mails.map((m) => m.toAddress).sort()).toEqual([adminRow?.email, pastorRow?.email].sort());
    const toPastor = mails.find((m) => m.toAddress === pastorRow?.email);
    expect(toPastor?.subject).toMatch(/^Ufuatiliaji wiki hii: hatua \d+$/);
    expect(toPastor?.textBody).toContain("Neema Achieng, Ujumbe wa kukaribisha");
    const toAdmin = mails.find((m) => m.toAddress === adminRow?.email);
    expect(toAdmin?.subject).toBe("Follow-up this week: 1 step");
    expect(toAdmin?.textBody).toContain("Juma Achieng, Welcome message");
    expect(toAdmin?.textBody).not.toContain("Neema");
    expect(await database.select().from(followUpDigests)).toHaveLength(2);
    // And the next Monday's is queued.
    const next = await database.select().from(jobs).where(eq(jobs.kind, "follow_up.digest"));
    expect(next.map((j) => j.payload.weekOf)).toContain(addDays(weekOf, 7));
  });

  it("queues the digest for Monday 07:00 in Buffalo, once", async () => {
    const database = await db();
    // Saturday evening: the coming Monday.
    expect(await scheduleFollowUpDigest(database, new Date("2027-03-13T23:00:00-05:00"))).toBe("2027-03-15");
    expect(await scheduleFollowUpDigest(database, new Date("2027-03-14T09:00:00-04:00"))).toBe("2027-03-15");
    const queued = await database.select().from(jobs).where(eq(jobs.kind, "follow_up.digest"));
    expect(queued).toHaveLength(1);
    // 07:00 EDT, the first Monday after the clocks went forward.
    expect(queued[0]?.runAt.toISOString()).toBe("2027-03-15T11:00:00.000Z");
    // Tuesday: next week's.
    expect(await scheduleFollowUpDigest(database, new Date("2027-03-16T08:00:00-04:00"))).toBe("2027-03-22");
  });
});

describe("one place writes a person", () => {
  it("has no other `insert(people)` than services/people/insert-person.ts", () => {
    const root = join(import.meta.dirname, "../..");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.ts$/.test(name) &&
          !/\.test\.ts$/.test(name) &&
          /\.insert\(people\)/.test(readFileSync(path, "utf8"))
        )
          found.push(path.slice(root.length + 1));
      }
    };
    walk(root);
    expect(found).toEqual(["services/people/insert-person.ts"]);
  });
});
