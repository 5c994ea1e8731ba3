import {
  addDays,
  byNameReportSchema,
  nextServiceDate,
  personResponseSchema,
  retentionReportSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attendance } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import { pdfPages } from "../../test/pdf-text.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const sunday = nextServiceDate(addDays(today, -6));

/** The report as JSON, CSV and PDF for the same range, the PDF's pages as one text. */
async function threeWays(cookie: string, path: string) {
  const { app } = await getTestApp();
  const json = await call("GET", path, { cookie });
  const csv = await call("GET", `${path}&format=csv`, { cookie });
  const response = await app.request(`${path}&format=pdf&lang=sw`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
  const pdf = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join(" ");
  return { json: json.body, csv: String(csv.body).trim().split("\r\n").slice(1), pdf };
}

describe(`attendance reports as PDF [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(() => truncate("attendance", "people", "church_records"));

  const addPerson = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { language: "sw", phones: [], stage: "attender", ...body },
    });
    expect(result.status).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };

  it("counted by name and head count: the PDF's and the CSV's rows are the report's", async () => {
    const ids = await Promise.all(
      ["Amina", "Baraka", "Neema"].map(async (givenName) => (await addPerson({ givenName })).id),
    );
    for (const id of ids) {
      expect(
        (await call("PUT", `/api/crm/attendance/${sunday}/people/${id}`, { cookie: pastor })).status,
      ).toBe(200);
    }
    for (const [date, head] of [
      [sunday, 57],
      [addDays(sunday, -14), 49],
    ] as const) {
      const body = { date, attendance: head, tithes: 0, offerings: 0 };
      expect((await call("POST", "/api/crm/records", { cookie: pastor, body })).status).toBe(201);
    }
    const { json, csv, pdf } = await threeWays(pastor, "/api/crm/attendance/reports/by-name?weeks=6");
    const report = byNameReportSchema.parse(json);
    expect(report.services).toHaveLength(2);
    expect(csv).toEqual(report.services.map((s) => `${s.date},${s.countedByName},${s.headCount ?? ""}`));
    expect(pdf).toContain("Mahudhurio: kwa majina na hesabu ya vichwa");
    expect(pdf).toContain("Ibada za wiki 6 zilizopita");
    for (const s of report.services) expect(pdf).toContain(`${s.date} ${s.countedByName} ${s.headCount}`);
    expect(pdf).toContain(`${sunday} 3 57`);
    expect(pdf).toContain("Ukurasa 1 kati ya 1");
  });

  it("newcomer retention: the PDF's and the CSV's rows are the report's", async () => {
    const month = addDays(today, -120).slice(0, 7);
    const first = `${month}-02`;
    const ids = await Promise.all(
      ["Four", "Two", "None"].map(
        async (givenName) => (await addPerson({ givenName, stage: "visitor", firstSeenOn: first })).id,
      ),
    );
    const [four = "", two = ""] = ids;
    const marks = (personId: string, days: number[]) =>
      days.map((d) => ({ serviceDate: addDays(first, d), personId }));
    const { deps } = await getTestApp();
    await deps.db.insert(attendance).values([...marks(four, [0, 7, 14, 21, 28]), ...marks(two, [0, 7, 14])]);
    await addPerson({ givenName: "New", stage: "visitor", firstSeenOn: today });

    const { json, csv, pdf } = await threeWays(pastor, "/api/crm/attendance/reports/retention?months=6");
    const report = retentionReportSchema.parse(json);
    expect(report.months).toHaveLength(6);
    expect(csv).toEqual(
      report.months.map(
        (m) => `${m.month},${m.firstSeen},${m.cameBack2},${m.cameBack4},${m.complete ? "yes" : "no"}`,
      ),
    );
    expect(pdf).toContain("Wageni wanaorudi");
    for (const m of report.months) {
      const done = m.complete ? "Ndiyo" : "Hapana, bado inahesabiwa";
      expect(pdf).toContain(`${m.month} ${m.firstSeen} ${m.cameBack2} ${m.cameBack4} ${done}`);
    }
    expect(pdf).toContain(`${month} 3 2 1 Ndiyo`);
    expect(pdf).toContain(`${today.slice(0, 7)} 1 0 0 Hapana, bado inahesabiwa`);
  });
});
