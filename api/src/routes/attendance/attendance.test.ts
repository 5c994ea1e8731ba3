import { randomUUID } from "node:crypto";
import {
  addDays,
  allEndpoints,
  attendanceChangesSchema,
  attendanceMarkResponseSchema,
  byNameReportSchema,
  newcomerResponseSchema,
  nextServiceDate,
  personDetailSchema,
  personResponseSchema,
  retentionReportSchema,
  serviceAttendanceSchema,
} from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attendance, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
/** The latest Sunday up to today: a service that has happened. */
const sunday = nextServiceDate(addDays(today, -6));
const service = `/api/crm/attendance/${sunday}`;

describe(`attendance by name [${testDriver}]`, () => {
  let pastor: string;
  let usher: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    usher = await signIn("usher");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("attendance", "people", "households", "church_records"));

  const addPerson = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { language: "sw", phones: [], stage: "attender", ...body },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };
  const person = async (id: string) =>
    personDetailSchema.parse((await call("GET", `/api/crm/people/${id}`, { cookie: pastor })).body).person;
  const list = async (cookie = usher, path = service) => {
    const result = await call("GET", path, { cookie });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return serviceAttendanceSchema.parse(result.body);
  };
  const tap = async (method: "PUT" | "DELETE", personId: string, cookie = usher) => {
    const result = await call(method, `${service}/people/${personId}`, { cookie });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return attendanceMarkResponseSchema.parse(result.body);
  };

  it("counts a person once when two ushers tap them at the same moment", async () => {
    const amina = await addPerson({ givenName: "Amina", familyName: "Mutua" });
    const results = await Promise.all([
      call("PUT", `${service}/people/${amina.id}`, { cookie: usher }),
      call("PUT", `${service}/people/${amina.id}`, { cookie: pastor }),
      call("PUT", `${service}/people/${amina.id}`, { cookie: usher }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const { deps } = await getTestApp();
    const rows = await deps.db.select().from(attendance).where(eq(attendance.personId, amina.id));
    expect(rows).toHaveLength(1);
    expect((await list()).count).toBe(1);
  });

  it("undoes a tap, twice is the same as once, and puts the person's days back", async () => {
    const baraka = await addPerson({
      givenName: "Baraka",
      lastSeenOn: "2025-01-05",
      firstSeenOn: "2024-12-01",
    });
    expect((await tap("PUT", baraka.id)).count).toBe(1);
    expect(await person(baraka.id)).toMatchObject({ lastSeenOn: sunday, firstSeenOn: "2024-12-01" });
    expect(await tap("DELETE", baraka.id)).toEqual({ personId: baraka.id, present: false, count: 0 });
    expect((await tap("DELETE", baraka.id)).count).toBe(0);
    expect(await person(baraka.id)).toMatchObject({ lastSeenOn: "2025-01-05", firstSeenOn: "2024-12-01" });
    const after = await list();
    expect(after.count).toBe(0);
    expect(after.people.find((p) => p.id === baraka.id)?.present).toBe(false);

    // Never seen before: this service becomes their first and last day, and an undo clears both.
    const neema = await addPerson({ givenName: "Neema" });
    await tap("PUT", neema.id);
    expect(await person(neema.id)).toMatchObject({ firstSeenOn: sunday, lastSeenOn: sunday });
    await tap("DELETE", neema.id);
    expect(await person(neema.id)).toMatchObject({ firstSeenOn: null, lastSeenOn: null });
  });

  it("lists households together, the most regular first, with names only", async () => {
    const { deps } = await getTestApp();
    const grace = await addPerson({ givenName: "Grace", familyName: "Otieno", phones: ["716-555-0142"] });
    const peter = await addPerson({ givenName: "Peter", familyName: "Otieno", email: "peter@example.org" });
    const joseph = await addPerson({ givenName: "Joseph", familyName: "Kamau" });
    const home = await call("POST", "/api/crm/households", {
      cookie: pastor,
      body: { name: "Otieno family" },
    });
    const homeId = (home.body as { household: { id: string } }).household.id;
    for (const p of [grace, peter]) {
      await call("POST", `/api/crm/households/${homeId}/members`, {
        cookie: pastor,
        body: { personId: p.id, role: "adult" },
      });
    }
    // Joseph came to the last three services, Peter to one: the Otienos come after Joseph.
    await deps.db
      .insert(attendance)
      .values([
        ...[7, 14, 21].map((d) => ({ serviceDate: addDays(sunday, -d), personId: joseph.id })),
        { serviceDate: addDays(sunday, -7), personId: peter.id },
      ]);
    const roster = await list();
    expect(roster.people.map((p) => p.givenName)).toEqual(["Joseph", "Peter", "Grace"]);
    expect(roster.people[1]).toEqual({
      id: peter.id,
      givenName: "Peter",
      familyName: "Otieno",
      knownAs: null,
      household: { id: homeId, name: "Otieno family" },
      recentServices: 1,
      present: false,
    });
    // What an usher receives carries no phone and no e-mail.
    const raw = JSON.stringify((await call("GET", service, { cookie: usher })).body);
    expect(raw).not.toContain("5550142");
    expect(raw).not.toContain("peter@example.org");
  });

  it("answers an usher 403 everywhere but attendance and their own account", async () => {
    const someone = await addPerson({ givenName: "Asha" });
    const ownAccount = ["/api/auth/me", "/api/auth/change-password", "/api/auth/language", "/api/auth/2fa/"];
    for (const endpoint of allEndpoints) {
      if (endpoint.access === "public") continue;
      const mine = endpoint.path.startsWith("/api/crm/attendance/:date");
      const own = ownAccount.some((p) => endpoint.path.startsWith(p));
      const path = endpoint.path.replace(/:date/g, sunday).replace(/:[A-Za-z]+/g, someone.id);
      const result = await call(endpoint.method, path, {
        cookie: usher,
        body: endpoint.body ? {} : undefined,
      });
      const label = `${endpoint.method} ${endpoint.path}`;
      if (mine || own) expect([401, 403], label).not.toContain(result.status);
      else expect(result.status, label).toBe(403);
    }
    // The people, with their phones and e-mails, stay closed to an usher; a content editor gets no names.
    expect((await call("GET", `/api/crm/people/${someone.id}`, { cookie: usher })).status).toBe(403);
    expect((await call("GET", service, { cookie: editor })).status).toBe(403);
  });

  it("adds a newcomer at the door once, however often the request is sent, as a visitor", async () => {
    const id = randomUUID();
    const body = { id, givenName: "Rehema", familyName: "Wanjiru", phone: "0712 345 678", language: "sw" };
    const first = await call("POST", `${service}/newcomers`, {
      cookie: usher,
      body: { ...body, phone: "+254 712 345 678" },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(newcomerResponseSchema.parse(first.body)).toMatchObject({
      person: { id, givenName: "Rehema", familyName: "Wanjiru", present: true, household: null },
      count: 1,
    });
    const again = await call("POST", `${service}/newcomers`, {
      cookie: usher,
      body: { ...body, phone: "+254 712 345 678" },
    });
    expect(again.status).toBe(201);
    expect(newcomerResponseSchema.parse(again.body).count).toBe(1);
    expect(await person(id)).toMatchObject({
      stage: "visitor",
      language: "sw",
      phones: ["+254712345678"],
      firstSeenOn: sunday,
      lastSeenOn: sunday,
    });
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(people)).toHaveLength(1);

    const bad = await call("POST", `${service}/newcomers`, {
      cookie: usher,
      body: { id: randomUUID(), givenName: " ", phone: "12" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { givenName: expect.any(String) } } });
  });

  it("shows one usher's taps and undos to another through the changes since a cursor", async () => {
    const amina = await addPerson({ givenName: "Amina" });
    const baraka = await addPerson({ givenName: "Baraka" });
    const { cursor } = await list(pastor);
    await tap("PUT", amina.id);
    await tap("PUT", baraka.id);
    await tap("DELETE", baraka.id);
    const result = await call("GET", `${service}/changes?since=${encodeURIComponent(cursor)}`, {
      cookie: pastor,
    });
    const changes = attendanceChangesSchema.parse(result.body);
    expect(changes.count).toBe(1);
    expect(Object.fromEntries(changes.changes.map((c) => [c.givenName, c.present]))).toEqual({
      Amina: true,
      Baraka: false,
    });
    // A cursor from after the taps (beyond the overlap) reports nothing new.
    const later = new Date(Date.parse(changes.cursor) + 60_000).toISOString();
    const none = await call("GET", `${service}/changes?since=${encodeURIComponent(later)}`, {
      cookie: usher,
    });
    expect(attendanceChangesSchema.parse(none.body).changes).toEqual([]);
  });

  it("refuses a tap for a service after the next Sunday", async () => {
    const amina = await addPerson({ givenName: "Amina" });
    const far = addDays(today, 7);
    const result = await call("PUT", `/api/crm/attendance/${far}/people/${amina.id}`, { cookie: usher });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { fields: { date: expect.any(String) } } });
    const next = nextServiceDate(today);
    expect(
      (await call("PUT", `/api/crm/attendance/${next}/people/${amina.id}`, { cookie: usher })).status,
    ).toBe(200);
  });

  it("puts the count by name beside the Sunday record's head count", async () => {
    const names = await Promise.all(
      ["Amina", "Baraka", "Neema"].map((givenName) => addPerson({ givenName })),
    );
    for (const p of names) await tap("PUT", p.id);
    const record = await call("POST", "/api/crm/records", {
      cookie: pastor,
      body: { date: sunday, attendance: 42, tithes: 0, offerings: 0 },
    });
    expect(record.status).toBe(201);
    const lastWeek = addDays(sunday, -7);
    await call("POST", "/api/crm/records", {
      cookie: pastor,
      body: { date: lastWeek, attendance: 38, tithes: 0, offerings: 0 },
    });
    const report = byNameReportSchema.parse(
      (await call("GET", "/api/crm/attendance/reports/by-name?weeks=4", { cookie: pastor })).body,
    );
    expect(report.services).toEqual([
      { date: lastWeek, countedByName: 0, headCount: 38 },
      { date: sunday, countedByName: 3, headCount: 42 },
    ]);
    const csv = await call("GET", "/api/crm/attendance/reports/by-name?weeks=4&format=csv", {
      cookie: pastor,
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toBe(`Date,Counted by name,Head count\r\n${lastWeek},0,38\r\n${sunday},3,42\r\n`);
    expect((await call("GET", "/api/crm/attendance/reports/by-name", { cookie: usher })).status).toBe(403);
  });

  it("counts newcomers who came back 2+ and 4+ times within 8 weeks of their first day", async () => {
    const { deps } = await getTestApp();
    const month = addDays(today, -150).slice(0, 7);
    const first = `${month}-03`;
    const late = `${month}-20`;
    const ids = await Promise.all(
      ["Four", "Two", "One", "Late"].map(async (givenName, i) => {
        const p = await addPerson({ givenName, stage: "visitor", firstSeenOn: i === 3 ? late : first });
        return p.id;
      }),
    );
    const [four, two, one, lateOne] = ids as [string, string, string, string];
    const marks = (personId: string, start: string, days: number[]) =>
      days.map((d) => ({ serviceDate: addDays(start, d), personId }));
    await deps.db.insert(attendance).values([
      ...marks(four, first, [0, 7, 14, 21, 28, 70]),
      ...marks(two, first, [0, 7, 56]),
      ...marks(one, first, [0, 14]),
      // Back once inside the window and twice after it; an undone mark does not count.
      ...marks(lateOne, late, [0, 57, 64]),
      { serviceDate: addDays(late, 7), personId: lateOne, present: false },
    ]);
    // Someone first seen in no month of the report leaves it as it is.
    await addPerson({ givenName: "Old", firstSeenOn: "2020-01-05" });

    const result = await call("GET", "/api/crm/attendance/reports/retention?months=7", { cookie: pastor });
    const report = retentionReportSchema.parse(result.body);
    expect(report.months).toHaveLength(7);
    expect(report.months.find((m) => m.month === month)).toEqual({
      month,
      firstSeen: 4,
      cameBack2: 2,
      cameBack4: 1,
      complete: true,
    });
    const thisMonth = report.months.at(-1);
    expect(thisMonth).toMatchObject({ month: today.slice(0, 7), complete: false });
    const others = report.months.filter((m) => m.month !== month);
    expect(others.every((m) => m.firstSeen === 0)).toBe(true);

    const csv = await call("GET", "/api/crm/attendance/reports/retention?months=7&format=csv", {
      cookie: pastor,
    });
    expect(String(csv.body)).toContain(`${month},4,2,1,yes\r\n`);
  });

  it("keeps a merged person's attendance on the person kept, once per service", async () => {
    const kept = await addPerson({ givenName: "Amina", familyName: "Mutua" });
    const other = await addPerson({ givenName: "Amina", familyName: "Mutua" });
    await tap("PUT", kept.id);
    await tap("PUT", other.id);
    const { deps } = await getTestApp();
    await deps.db.insert(attendance).values({ serviceDate: addDays(sunday, -7), personId: other.id });
    const merged = await call("POST", `/api/crm/people/${kept.id}/merge`, {
      cookie: pastor,
      body: { mergeId: other.id },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const rows = rowsOf<{ n: number }>(
      await deps.db.execute(sql`select count(*)::int as n from attendance where person_id = ${kept.id}`),
    );
    expect(Number(rows[0]?.n)).toBe(2);
    expect((await list()).count).toBe(1);
  });

  it("hands over a person's attendance with their data, and an erasure takes it away", async () => {
    const amina = await addPerson({ givenName: "Amina" });
    await tap("PUT", amina.id);
    const exported = await call("GET", `/api/crm/people/${amina.id}/export`, { cookie: pastor });
    expect(exported.status).toBe(200);
    const file = typeof exported.body === "string" ? JSON.parse(exported.body) : exported.body;
    expect(file.records.attendance).toMatchObject([{ serviceDate: sunday, present: true }]);
    const erased = await call("POST", `/api/crm/people/${amina.id}/erase`, {
      cookie: pastor,
      body: { confirm: "ERASE" },
    });
    expect(erased.status).toBe(200);
    expect((await list()).count).toBe(0);
  });
});
