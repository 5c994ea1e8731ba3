import {
  addDays,
  endpoints,
  householdResponseSchema,
  peopleListResponseSchema,
  personDetailSchema,
  personResponseSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { churchToday } from "../../lib/church-time.ts";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const peggy = {
  givenName: "Margaret",
  familyName: "Okafor Wanjiru",
  knownAs: "Peggy",
  language: "en",
  phones: ["0712 345 678"],
  email: "Peggy.Okafor@Example.org",
  address: { line1: "Kenyatta Ave 4", city: "Nairobi", country: "ke" },
  birthday: { month: 2, day: 29 },
  stage: "attender",
};

describe(`people [${testDriver}]`, () => {
  let pastor: string;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    admin = await signIn("admin");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("people", "households"));

  const create = async (body: Record<string, unknown>, cookie = pastor) => {
    const result = await call("POST", "/api/crm/people", { cookie, body });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };
  const list = async (query = "") => {
    const result = await call("GET", `/api/crm/people${query}`, { cookie: pastor });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return peopleListResponseSchema.parse(result.body);
  };
  const detail = async (id: string) =>
    personDetailSchema.parse((await call("GET", `/api/crm/people/${id}`, { cookie: pastor })).body);

  it("gives a content editor 403 on every people and household endpoint, and admin and pastor their answers", async () => {
    const someone = await create({ givenName: "Asha", language: "sw", phones: [], stage: "visitor" });
    for (const endpoint of Object.values(endpoints.people)) {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, someone.id);
      const result = await call(endpoint.method, path, {
        cookie: editor,
        body: endpoint.body ? {} : undefined,
      });
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect((await call("GET", "/api/crm/people", { cookie: admin })).status).toBe(200);
    expect((await call("GET", `/api/crm/people/${someone.id}`, { cookie: pastor })).status).toBe(200);
    expect((await call("GET", "/api/crm/people")).status).toBe(401);
  });

  it("stores a Kenyan number written the Kenyan way as E.164, and a birthday without a year", async () => {
    const saved = await create(peggy);
    expect(saved).toMatchObject({
      phones: ["+254712345678"],
      address: { country: "KE", city: "Nairobi", line2: null },
      birthday: { month: 2, day: 29, year: null },
      stage: "attender",
      household: null,
      archivedAt: null,
    });
    // Every way of writing the number finds her.
    for (const q of ["+254712345678", "+254 712 345 678", "0712 345 678", "712345678"]) {
      expect(
        (await list(`?q=${encodeURIComponent(q)}`)).people.map((p) => p.id),
        q,
      ).toEqual([saved.id]);
    }
  });

  it("answers 400 naming the field for a bad phone, country, birthday or name, and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...peggy, phones: ["12"] }, "phones.0"],
      [{ ...peggy, address: { country: "Kenya" } }, "address.country"],
      [{ ...peggy, birthday: { month: 2, day: 29, year: 2023 } }, "birthday.day"],
      [{ ...peggy, birthday: { month: 13, day: 1 } }, "birthday.month"],
      [{ ...peggy, givenName: " " }, "givenName"],
      [{ ...peggy, stage: "friend" }, "stage"],
      [{ ...peggy, email: "not-an-email" }, "email"],
    ];
    for (const [body, field] of cases) {
      const result = await call("POST", "/api/crm/people", { cookie: pastor, body });
      expect(result.status, field).toBe(400);
      expect(JSON.stringify(result.body), field).toContain(`"${field}"`);
    }
    expect((await list()).total).toBe(0);
  });

  it("finds people by any name part, the name they go by and the e-mail in any case; filters and pages", async () => {
    const today = churchToday();
    const peg = await create({ ...peggy, lastSeenOn: today });
    const amani = await create({
      givenName: "Amani",
      familyName: "Mwangi",
      language: "sw",
      phones: ["(716) 555-0101"],
      stage: "member",
      lastSeenOn: addDays(today, -70),
    });
    const neema = await create({
      givenName: "Neema",
      familyName: "Mwangi",
      language: "sw",
      phones: [],
      stage: "member",
    });
    expect((await list("?q=wanjiru")).people.map((p) => p.id)).toEqual([peg.id]);
    expect((await list("?q=PEGGY")).people.map((p) => p.id)).toEqual([peg.id]);
    expect((await list("?q=peggy.okafor%40example")).people.map((p) => p.id)).toEqual([peg.id]);
    expect((await list("?q=mwangi%20ame")).people.map((p) => p.id)).toEqual([]);
    expect((await list("?q=mwangi%20ama")).people.map((p) => p.id)).toEqual([amani.id]);
    expect((await list("?q=716-555-0101")).people.map((p) => p.id)).toEqual([amani.id]);
    expect((await list("?q=100%25")).total).toBe(0);
    expect((await list("?stage=member")).people.map((p) => p.id)).toEqual([amani.id, neema.id]);
    expect((await list("?language=en")).people.map((p) => p.id)).toEqual([peg.id]);
    // Not seen for 4 weeks: last seen 10 weeks ago, or never.
    expect((await list("?notSeenWeeks=4")).people.map((p) => p.id)).toEqual([amani.id, neema.id]);
    const page = await list("?limit=2&offset=2");
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.people.map((p) => p.id)).toEqual([peg.id]);
    const bad = await call("GET", "/api/crm/people?notSeenWeeks=0", { cookie: pastor });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("query.notSeenWeeks");
  });

  it("edits a person, marks the stage, and archives them out of the list and back", async () => {
    const saved = await create(peggy);
    const edited = await call("PUT", `/api/crm/people/${saved.id}`, {
      cookie: pastor,
      body: {
        ...peggy,
        knownAs: "",
        email: "",
        phones: ["+1 716 555 0199"],
        address: null,
        gender: "female",
      },
    });
    expect(edited.status).toBe(200);
    expect(personResponseSchema.parse(edited.body).person).toMatchObject({
      knownAs: null,
      email: null,
      phones: ["+17165550199"],
      address: null,
      gender: "female",
    });
    expect((await list("?q=peggy")).total).toBe(0);
    expect((await list("?q=7165550199")).total).toBe(1);
    const marked = await call("PUT", `/api/crm/people/${saved.id}/stage`, {
      cookie: pastor,
      body: { stage: "member" },
    });
    expect(personResponseSchema.parse(marked.body).person.stage).toBe("member");
    await call("PUT", `/api/crm/people/${saved.id}/archive`, { cookie: pastor, body: { archived: true } });
    expect((await list()).total).toBe(0);
    expect((await list("?archived=true")).people.map((p) => p.id)).toEqual([saved.id]);
    await call("PUT", `/api/crm/people/${saved.id}/archive`, { cookie: pastor, body: { archived: false } });
    expect((await list()).total).toBe(1);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("PUT", `/api/crm/people/${missing}/stage`, { cookie: pastor, body: { stage: "member" } }))
        .status,
    ).toBe(404);
  });

  it("keeps households with adults, children and a contact; a person moves between households", async () => {
    const amani = await create({
      givenName: "Amani",
      familyName: "Mwangi",
      language: "sw",
      phones: [],
      stage: "member",
    });
    const baraka = await create({
      givenName: "Baraka",
      familyName: "Mwangi",
      language: "sw",
      phones: [],
      stage: "attender",
    });
    const made = await call("POST", "/api/crm/households", {
      cookie: pastor,
      body: { name: "Mwangi family", address: { line1: "12 Elmwood Ave", city: "Buffalo", country: "US" } },
    });
    expect(made.status).toBe(201);
    const household = householdResponseSchema.parse(made.body).household;
    const add = (id: string, personId: string, role: string, isContact = false) =>
      call("POST", `/api/crm/households/${id}/members`, {
        cookie: pastor,
        body: { personId, role, isContact },
      });
    await add(household.id, baraka.id, "child");
    const both = householdResponseSchema.parse(
      (await add(household.id, amani.id, "adult", true)).body,
    ).household;
    expect(both.members.map((m) => [m.person.givenName, m.role, m.isContact])).toEqual([
      ["Amani", "adult", true],
      ["Baraka", "child", false],
    ]);
    expect((await list(`?householdId=${household.id}`)).total).toBe(2);
    expect((await detail(amani.id)).person.household).toMatchObject({
      name: "Mwangi family",
      isContact: true,
    });

    const other = householdResponseSchema.parse(
      (await call("POST", "/api/crm/households", { cookie: pastor, body: { name: "Baraka's flat" } })).body,
    ).household;
    await add(other.id, baraka.id, "adult");
    expect((await detail(baraka.id)).household?.name).toBe("Baraka's flat");
    expect((await list(`?householdId=${household.id}`)).people.map((p) => p.id)).toEqual([amani.id]);

    const renamed = await call("PUT", `/api/crm/households/${household.id}`, {
      cookie: pastor,
      body: { name: "Mwangi household" },
    });
    expect(householdResponseSchema.parse(renamed.body).household).toMatchObject({
      name: "Mwangi household",
      address: null,
    });
    const removed = await call("DELETE", `/api/crm/households/${household.id}/members/${amani.id}`, {
      cookie: pastor,
    });
    expect(householdResponseSchema.parse(removed.body).household.members).toEqual([]);
    const bad = await add(household.id, "00000000-0000-4000-8000-000000000000", "adult");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"personId"');
    expect((await call("GET", "/api/crm/households", { cookie: pastor })).body).toMatchObject({
      households: [{ name: "Baraka's flat" }, { name: "Mwangi household" }],
    });
  });

  it("relates people: a parent is the other's child, siblings once per pair, never oneself", async () => {
    const mother = await create({ givenName: "Neema", language: "sw", phones: [], stage: "member" });
    const son = await create({ givenName: "Baraka", language: "sw", phones: [], stage: "attender" });
    const daughter = await create({ givenName: "Zawadi", language: "en", phones: [], stage: "attender" });
    const relate = (id: string, personId: string, kind: string) =>
      call("POST", `/api/crm/people/${id}/relationships`, { cookie: pastor, body: { personId, kind } });
    expect((await relate(son.id, mother.id, "parent")).status).toBe(201);
    expect((await relate(mother.id, daughter.id, "child")).status).toBe(201);
    expect((await relate(son.id, daughter.id, "sibling")).status).toBe(201);
    // The same sibling pair from the other side is the same relationship.
    expect((await relate(daughter.id, son.id, "sibling")).status).toBe(409);
    const self = await relate(son.id, son.id, "sibling");
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain('"personId"');

    const ofMother = await detail(mother.id);
    expect(ofMother.relationships.map((r) => [r.person.givenName, r.kind])).toEqual([
      ["Baraka", "child"],
      ["Zawadi", "child"],
    ]);
    const ofDaughter = await detail(daughter.id);
    expect(ofDaughter.relationships.map((r) => [r.person.givenName, r.kind])).toEqual([
      ["Neema", "parent"],
      ["Baraka", "sibling"],
    ]);
    const sibling = ofDaughter.relationships.find((r) => r.kind === "sibling");
    const removed = await call("DELETE", `/api/crm/people/${daughter.id}/relationships/${sibling?.id}`, {
      cookie: pastor,
    });
    expect(removed.status).toBe(200);
    expect((await detail(son.id)).relationships.map((r) => r.kind)).toEqual(["parent"]);
  });
});
