import {
  addDays,
  careListsSchema,
  householdResponseSchema,
  personExportSchema,
  personResponseSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { churchToday } from "../../lib/church-time.ts";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const monthDay = (date: string) => ({ month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

describe(`wedding anniversaries [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(async () => {
    await truncate("people", "households");
  });

  const addPerson = async (givenName: string, fields: Record<string, unknown>) => {
    const made = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { givenName, familyName: "Otieno", language: "en", phones: [], stage: "member", ...fields },
    });
    expect(made.status).toBe(201);
    return personResponseSchema.parse(made.body).person;
  };

  it("keeps an anniversary on the person, refuses a day that does not exist, and exports it", async () => {
    const person = await addPerson("Ruth", { anniversary: { month: 6, day: 12, year: 1999 } });
    expect(person.anniversary).toEqual({ month: 6, day: 12, year: 1999 });

    const bad = await call("PUT", `/api/crm/people/${person.id}`, {
      cookie: pastor,
      body: {
        givenName: "Ruth",
        language: "en",
        phones: [],
        stage: "member",
        anniversary: { month: 2, day: 30 },
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("anniversary.day");

    const csv = await call("GET", "/api/crm/people/export.csv", { cookie: pastor });
    const [header, row] = String(csv.body).trim().split(/\r?\n/);
    const column = header?.split(",").indexOf("Anniversary") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(row?.split(",")[column]).toBe("1999-06-12");

    const file = personExportSchema.parse(
      (await call("GET", `/api/crm/people/${person.id}/export`, { cookie: pastor })).body,
    );
    expect(file.person.anniversary).toEqual({ month: 6, day: 12, year: 1999 });
  });

  it("imports an anniversary column, with or without the year", async () => {
    const csv =
      "First Name,Last Name,Wedding Date\nPaul,Kamau,--09-03\nSila,Kamau,2010-09-04\nBad,Row,2/31/2000\n";
    const res = await call("POST", "/api/crm/people/import", {
      cookie: pastor,
      body: {
        csv,
        dryRun: false,
        mapping: { givenName: "First Name", familyName: "Last Name", anniversary: "Wedding Date" },
      },
    });
    expect(res.status).toBe(200);
    const report = res.body as {
      created: number;
      rows: { reason: { code: string; field: string } | null }[];
    };
    expect(report.created).toBe(2);
    expect(report.rows[2]?.reason).toMatchObject({ field: "anniversary", code: "anniversary" });
    const exported = String((await call("GET", "/api/crm/people/export.csv", { cookie: pastor })).body);
    expect(exported).toContain("--09-03");
    expect(exported).toContain("2010-09-04");
  });

  it("lists the next 14 days' anniversaries, a couple as one entry, with the years when known", async () => {
    const soon = addDays(today, 4);
    const later = addDays(today, 9);
    const husband = await addPerson("John", { anniversary: { ...monthDay(soon), year: 2001 } });
    const wife = await addPerson("Mary", { anniversary: { ...monthDay(soon), year: 2001 } });
    const household = householdResponseSchema.parse(
      (await call("POST", "/api/crm/households", { cookie: pastor, body: { name: "Otieno family" } })).body,
    ).household;
    for (const p of [husband, wife]) {
      const added = await call("POST", `/api/crm/households/${household.id}/members`, {
        cookie: pastor,
        body: { personId: p.id, role: "adult" },
      });
      expect(added.status).toBeLessThan(300);
    }
    await addPerson("Widow", { anniversary: monthDay(later) });
    await addPerson("Far", { anniversary: { ...monthDay(addDays(today, 20)), year: 1990 } });

    const lists = careListsSchema.parse((await call("GET", "/api/crm/care/lists", { cookie: pastor })).body);
    expect(lists.anniversaries.map((a) => [a.people.map((p) => p.givenName).sort(), a.on, a.years])).toEqual([
      [["John", "Mary"], soon, Number(soon.slice(0, 4)) - 2001],
      [["Widow"], later, null],
    ]);
    expect(lists.birthdays).toEqual([]);
  });
});
