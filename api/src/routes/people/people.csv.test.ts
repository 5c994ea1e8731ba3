import type { PeopleImportBody, PeopleImportResult } from "@church/contracts";
import { parse } from "csv-parse/sync";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, householdMembers, households, people } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** A ChurchCRM export, with its own column names. */
const churchCrm = [
  "First Name,Last Name,Email,Home Phone,Cell Phone,Address1,City,State,Zip,Country,Birth Date,Family Name,Membership Status",
  "Amina,Otieno,AMINA@example.org,,0712 345 678,Moi Avenue 12,Nairobi,,00100,KE,1985-03-14,Otieno Family,Member",
  "Baraka,Otieno,,,0722 111 222,Moi Avenue 12,Nairobi,,00100,KE,,Otieno Family,Regular Attender",
  "Grace,Smith,grace@example.org,(716) 555-0123,,1 Main St,Buffalo,NY,14201,US,3/14/1990,,Guest",
  ",Nobody,nobody@example.org,,,,,,,,,,Member",
  "Eve,Bad,eve@,,,,,,,,,,Member",
  "Joy,Phone,joy@example.org,,12,,,,,KE,,,Member",
  "Sam,Stage,sam@example.org,,,,,,,,,,Friend",
].join("\r\n");

const churchCrmMapping: PeopleImportBody["mapping"] = {
  givenName: "First Name",
  familyName: "Last Name",
  email: "Email",
  phone: "Cell Phone",
  phone2: "Home Phone",
  line1: "Address1",
  city: "City",
  region: "State",
  postalCode: "Zip",
  country: "Country",
  birthday: "Birth Date",
  household: "Family Name",
  stage: "Membership Status",
};

describe(`people CSV import and export [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  async function rows() {
    const { deps } = await getTestApp();
    return deps.db.select().from(people).orderBy(asc(people.givenName));
  }

  async function importCsv(body: PeopleImportBody, cookie = pastor) {
    return call("POST", "/api/crm/people/import", { cookie, body });
  }

  /** Grace is known already, with an e-mail in another case and no phone. */
  async function knownGrace() {
    const made = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: {
        givenName: "Grace",
        familyName: "Smith-Jones",
        language: "en",
        phones: [],
        email: "Grace@Example.org",
        stage: "attender",
      },
    });
    expect(made.status).toBe(201);
    return (made.body as { person: { id: string } }).person.id;
  }

  it("a dry run reports each row created, updated or skipped with its reason, and writes nothing", async () => {
    const graceId = await knownGrace();
    const res = await importCsv({
      csv: churchCrm,
      mapping: churchCrmMapping,
      dryRun: true,
      defaultCountry: "KE",
    });
    expect(res.status).toBe(200);
    const report = res.body as PeopleImportResult;
    expect(report).toMatchObject({ dryRun: true, created: 2, updated: 1, skipped: 4, householdsCreated: 1 });
    expect(report.rows.map((r) => [r.row, r.outcome, r.reason?.field ?? null])).toEqual([
      [2, "created", null],
      [3, "created", null],
      [4, "updated", null],
      [5, "skipped", "givenName"],
      [6, "skipped", "email"],
      [7, "skipped", "phone"],
      [8, "skipped", "stage"],
    ]);
    expect(report.rows[2]).toMatchObject({ personId: graceId, filled: ["phones", "address", "birthday"] });
    expect(report.rows[3]?.reason?.message).toMatch(/^Row 5: "First Name"/);
    expect(report.rows[4]?.reason?.message).toMatch(/^Row 6: "Email" "eve@"/);
    expect(report.rows[5]?.reason?.message).toBe('Row 7: "Cell Phone" "12" is not a phone number in KE');
    expect(report.rows[6]?.reason?.message).toMatch(/^Row 8: "Membership Status" "Friend" is not a stage/);
    // The same reasons as codes with their column and cell, for the apps to say in the pastor's language.
    expect(
      report.rows.slice(3).map((r) => r.reason && [r.reason.code, r.reason.column, r.reason.value]),
    ).toEqual([
      ["empty", "First Name", ""],
      ["invalid", "Email", "eve@"],
      ["phone", "Cell Phone", "12"],
      ["stage", "Membership Status", "Friend"],
    ]);
    // Nothing written: only the person known before, unchanged.
    const stored = await rows();
    expect(stored.map((p) => [p.givenName, p.phones, p.address])).toEqual([["Grace", [], null]]);
    const { deps } = await getTestApp();
    expect(await deps.db.select().from(households)).toEqual([]);
    expect(await deps.db.select().from(auditLog).where(eq(auditLog.action, "people.import"))).toEqual([]);
  });

  it("a real run writes the rows in one go, groups the household, fills only empty fields", async () => {
    const graceId = await knownGrace();
    const res = await importCsv({
      csv: churchCrm,
      mapping: churchCrmMapping,
      dryRun: false,
      defaultCountry: "KE",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      created: 2,
      updated: 1,
      skipped: 4,
      householdsCreated: 1,
    });
    const stored = await rows();
    expect(stored.map((p) => p.givenName)).toEqual(["Amina", "Baraka", "Grace"]);
    const [amina, baraka, grace] = stored;
    // "0712 345 678" in Kenya is +254712345678.
    expect(amina).toMatchObject({
      familyName: "Otieno",
      email: "AMINA@example.org",
      phones: ["+254712345678"],
      stage: "member",
      birthYear: 1985,
      birthMonth: 3,
      birthDay: 14,
      address: { line1: "Moi Avenue 12", city: "Nairobi", postalCode: "00100", country: "KE" },
    });
    expect(amina?.search).toContain("254712345678");
    expect(baraka).toMatchObject({ stage: "attender", phones: ["+254722111222"] });
    // Grace kept her family name, e-mail and stage; she gained the phone, address and birthday she lacked.
    expect(grace).toMatchObject({
      id: graceId,
      familyName: "Smith-Jones",
      email: "Grace@Example.org",
      stage: "attender",
      phones: ["+17165550123"],
      birthMonth: 3,
      birthDay: 14,
      birthYear: 1990,
    });
    const { deps } = await getTestApp();
    const homes = await deps.db.select().from(households);
    expect(homes.map((h) => h.name)).toEqual(["Otieno Family"]);
    const members = await deps.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.householdId, homes[0]?.id ?? ""));
    expect(members.map((m) => m.personId).sort()).toEqual([amina?.id, baraka?.id].sort());
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.action, "people.import"));
    expect(JSON.stringify(audit?.details)).toContain('"created":2');
    expect(JSON.stringify(audit?.details)).not.toContain("Amina");
  });

  it("a household named in the file that exists already gains the new people", async () => {
    const made = await call("POST", "/api/crm/households", {
      cookie: pastor,
      body: { name: "otieno family" },
    });
    expect(made.status).toBe(201);
    const res = await importCsv({
      csv: churchCrm,
      mapping: churchCrmMapping,
      dryRun: false,
      defaultCountry: "KE",
    });
    expect(res.body).toMatchObject({ householdsCreated: 0, created: 3 });
    const { deps } = await getTestApp();
    expect((await deps.db.select().from(households)).length).toBe(1);
    expect((await deps.db.select().from(householdMembers)).length).toBe(2);
  });

  it("skips a row that repeats an earlier row of the file, naming that row", async () => {
    const twice = [
      "First Name,Last Name,Email,Cell Phone",
      "Amina,Otieno,amina@example.org,0712 345 678",
      "Amina,Otieno,AMINA@example.org,",
    ].join("\r\n");
    const res = await importCsv({
      csv: twice,
      mapping: { givenName: "First Name", familyName: "Last Name", email: "Email", phone: "Cell Phone" },
      dryRun: true,
      defaultCountry: "KE",
    });
    expect(res.status).toBe(200);
    const report = res.body as PeopleImportResult;
    expect(report.rows.map((r) => [r.outcome, r.reason?.code ?? null, r.reason?.otherRow ?? null])).toEqual([
      ["created", null, null],
      ["skipped", "sameAs", 2],
    ]);
    expect(report.rows[1]?.reason).toMatchObject({ column: "Email", value: "AMINA@example.org" });
  });

  it("refuses a mapping that names a column the file does not have, naming the field", async () => {
    const res = await importCsv({
      csv: churchCrm,
      mapping: { ...churchCrmMapping, phone: "Mobile Phone Number" },
      dryRun: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: { "mapping.phone": expect.stringContaining("Mobile Phone Number") } },
    });
    const noGiven = await importCsv({ csv: churchCrm, mapping: { familyName: "Last Name" }, dryRun: true });
    expect(noGiven.status).toBe(400);
    expect(JSON.stringify(noGiven.body)).toContain("mapping.givenName");
    expect(await rows()).toEqual([]);
  });

  it("exports the list's filter as CSV, every cell defused against formulas, and logs only the filter and count", async () => {
    for (const [givenName, stage] of [
      ['=HYPERLINK("http://x")', "member"],
      ["Baraka", "visitor"],
      ["Chidi", "member"],
    ] as const) {
      const res = await call("POST", "/api/crm/people", {
        cookie: pastor,
        body: {
          givenName,
          familyName: "Otieno",
          language: "sw",
          phones: ["0712 345 678"],
          email: null,
          address: { country: "KE" },
          stage,
        },
      });
      expect(res.status).toBe(201);
    }
    const res = await call("GET", "/api/crm/people/export.csv?stage=member", { cookie: pastor });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const table = parse(res.body as string) as string[][];
    expect(table[0]?.slice(0, 3)).toEqual(["Given name", "Family name", "Known as"]);
    expect(table.slice(1).map((r) => [r[0], r[3], r[6], r[12]])).toEqual([
      // The phone too is text: a spreadsheet keeps its "+" rather than reading a number.
      ['\'=HYPERLINK("http://x")', "member", "'+254712345678", "KE"],
      ["Chidi", "member", "'+254712345678", "KE"],
    ]);
    const { deps } = await getTestApp();
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.action, "people.export"));
    expect(audit?.details).toMatchObject({ after: { filter: { stage: "member" }, count: 2 } });
    expect(JSON.stringify(audit?.details)).not.toContain("Chidi");
  });

  it("an export imports back through the suggested mapping of its own header", async () => {
    await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: {
        givenName: "Amina",
        language: "sw",
        phones: ["+254712345678"],
        email: "amina@example.org",
        stage: "member",
        birthday: { month: 2, day: 29 },
      },
    });
    const exported = await call("GET", "/api/crm/people/export.csv", { cookie: pastor });
    await truncate("people");
    const { suggestPeopleMapping } = await import("@church/contracts");
    const header = (parse(exported.body as string) as string[][])[0] ?? [];
    const res = await importCsv({
      csv: exported.body as string,
      mapping: suggestPeopleMapping(header),
      dryRun: false,
    });
    expect(res.body).toMatchObject({ created: 1, skipped: 0 });
    expect(await rows()).toMatchObject([
      {
        givenName: "Amina",
        language: "sw",
        stage: "member",
        phones: ["+254712345678"],
        birthMonth: 2,
        birthDay: 29,
        birthYear: null,
      },
    ]);
  });

  it("an editor gets 403 on both", async () => {
    expect((await call("GET", "/api/crm/people/export.csv", { cookie: editor })).status).toBe(403);
    const res = await importCsv({ csv: churchCrm, mapping: churchCrmMapping, dryRun: false }, editor);
    expect(res.status).toBe(403);
    expect(await rows()).toEqual([]);
    const { deps } = await getTestApp();
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ["people.export", "people.import"])),
    ).toEqual([]);
  });
});
