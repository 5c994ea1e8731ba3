import { randomUUID } from "node:crypto";
import {
  duplicatesResponseSchema,
  householdResponseSchema,
  mergeResponseSchema,
  peopleListResponseSchema,
  personDetailSchema,
  personResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, personTimeline } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const base = { language: "en", phones: [] as string[], stage: "visitor" };

describe(`people duplicates and merge [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/crm/people", { cookie: pastor, body: { ...base, ...body } });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };
  const household = async (name: string, ...members: { id: string; role?: string }[]) => {
    const made = await call("POST", "/api/crm/households", { cookie: pastor, body: { name } });
    const { id } = householdResponseSchema.parse(made.body).household;
    for (const m of members) {
      const added = await call("POST", `/api/crm/households/${id}/members`, {
        cookie: pastor,
        body: { personId: m.id, role: m.role ?? "adult" },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    return id;
  };
  const relate = async (id: string, personId: string, kind: string) => {
    const result = await call("POST", `/api/crm/people/${id}/relationships`, {
      cookie: pastor,
      body: { personId, kind },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
  };
  const detail = async (id: string) =>
    personDetailSchema.parse((await call("GET", `/api/crm/people/${id}`, { cookie: pastor })).body);
  const duplicates = async () => {
    const result = await call("GET", "/api/crm/people/duplicates", { cookie: pastor });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return duplicatesResponseSchema
      .parse(result.body)
      .pairs.map((p) => ({ ids: [p.a.id, p.b.id].sort(), reasons: p.reasons }));
  };
  const merge = (id: string, mergeId: string, cookie = pastor) =>
    call("POST", `/api/crm/people/${id}/merge`, { cookie, body: { mergeId } });
  const addTimeline = async (personId: string, summary: string) => {
    const { deps } = await getTestApp();
    const [row] = await deps.db
      .insert(personTimeline)
      .values({ personId, kind: "rsvp", refId: randomUUID(), summary })
      .returning();
    return row?.id;
  };

  it("lists the same e-mail in another case, a shared phone and a similar name in one household, each with its reasons", async () => {
    const byEmail1 = await create({ givenName: "Amina", familyName: "Otieno", email: "amina@example.org" });
    const byEmail2 = await create({ givenName: "A.", familyName: "Odhiambo", email: "AMINA@Example.ORG" });
    const byPhone1 = await create({ givenName: "Baraka", phones: ["+254712345678"] });
    const byPhone2 = await create({
      givenName: "Brian",
      address: { country: "KE" },
      phones: ["0712 345 678"],
    });
    const jose = await create({ givenName: "José", familyName: "Mwangi" });
    const joseph = await create({ givenName: "jose", familyName: "MWANGI" });
    const sister = await create({ givenName: "Mary", familyName: "Mwangi" });
    await household("Mwangi", jose, joseph, sister);
    // Same name in another household, not at the same address: not listed.
    await create({ givenName: "José", familyName: "Mwangi" });
    // Archived people are not listed.
    const archived = await create({ givenName: "Old", email: "amina@example.org" });
    await call("PUT", `/api/crm/people/${archived.id}/archive`, { cookie: pastor, body: { archived: true } });

    const pairs = await duplicates();
    expect(pairs).toHaveLength(3);
    expect(pairs).toContainEqual({ ids: [byEmail1.id, byEmail2.id].sort(), reasons: ["email"] });
    expect(pairs).toContainEqual({ ids: [byPhone1.id, byPhone2.id].sort(), reasons: ["phone"] });
    expect(pairs).toContainEqual({ ids: [jose.id, joseph.id].sort(), reasons: ["name_household"] });
  });

  it("lists a name that starts the other's at the same address", async () => {
    const address = { line1: "Ngong Road 12", city: "Nairobi", country: "KE" };
    const jo = await create({ givenName: "Jo", familyName: "Kamau", address });
    const joseph = await create({
      givenName: "Joseph",
      familyName: "Kamau",
      address: { ...address, city: "NAIROBI" },
    });
    await create({ givenName: "Peter", familyName: "Kamau", address });
    expect(await duplicates()).toEqual([{ ids: [jo.id, joseph.id].sort(), reasons: ["name_address"] }]);
  });

  it("merges every linked row into the kept person in one go, fills their empty fields, and deletes the other", async () => {
    const kept = await create({
      givenName: "Peggy",
      familyName: "Okafor",
      email: "peggy@example.org",
      phones: ["+254712345678"],
      stage: "attender",
      firstSeenOn: "2026-03-01",
      lastSeenOn: "2026-05-01",
    });
    const other = await create({
      givenName: "Margaret",
      familyName: "okafor",
      email: "PEGGY@example.org",
      phones: ["+254712345678", "+17165550123"],
      address: { line1: "Kenyatta Ave 4", city: "Nairobi", country: "KE" },
      birthday: { month: 2, day: 29 },
      stage: "member",
      firstSeenOn: "2026-01-10",
      lastSeenOn: "2026-04-01",
    });
    const parent = await create({ givenName: "Grace", familyName: "Okafor" });
    const sibling = await create({ givenName: "Ruth", familyName: "Okafor" });
    const home = await household("Okafor", other, parent);
    await relate(other.id, parent.id, "parent");
    await relate(other.id, sibling.id, "sibling");
    await relate(kept.id, sibling.id, "sibling"); // the same as the other's: one is kept
    await relate(kept.id, other.id, "spouse"); // between the two: dropped
    const keptEntry = await addTimeline(kept.id, "RSVP: Bible Study");
    const movedEntries = [await addTimeline(other.id, "RSVP: Worship"), await addTimeline(other.id, "Gift")];

    const result = await merge(kept.id, other.id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const merged = mergeResponseSchema.parse(result.body);
    expect(merged.merge).toEqual({
      mergedId: other.id,
      fieldsTaken: ["address", "birthday", "phones", "stage", "firstSeenOn"],
      householdLeft: null,
    });

    const after = await detail(kept.id);
    expect(after.person).toMatchObject({
      givenName: "Peggy",
      familyName: "Okafor",
      email: "peggy@example.org",
      phones: ["+254712345678", "+17165550123"],
      address: { line1: "Kenyatta Ave 4", country: "KE" },
      birthday: { month: 2, day: 29, year: null },
      stage: "member",
      firstSeenOn: "2026-01-10",
      lastSeenOn: "2026-05-01",
      household: { id: home, role: "adult" },
    });
    expect(after.timeline.map((t) => t.id).sort()).toEqual([keptEntry, ...movedEntries].sort());
    expect(after.relationships.map((r) => [r.person.id, r.kind]).sort()).toEqual(
      [
        [parent.id, "parent"],
        [sibling.id, "sibling"],
      ].sort(),
    );
    expect((await detail(parent.id)).relationships.map((r) => [r.person.id, r.kind])).toEqual([
      [kept.id, "child"],
    ]);

    // The other is gone: from the list, the household and their page; the new phone finds the kept one.
    expect((await call("GET", `/api/crm/people/${other.id}`, { cookie: pastor })).status).toBe(404);
    const list = peopleListResponseSchema.parse(
      (await call("GET", "/api/crm/people", { cookie: pastor })).body,
    );
    expect(list.people.map((p) => p.id).sort()).toEqual([kept.id, parent.id, sibling.id].sort());
    expect(after.household?.members.map((m) => m.person.id).sort()).toEqual([kept.id, parent.id].sort());
    const byPhone = await call("GET", "/api/crm/people?q=5550123", { cookie: pastor });
    expect(peopleListResponseSchema.parse(byPhone.body).people.map((p) => p.id)).toEqual([kept.id]);
    expect(await duplicates()).toEqual([]);

    // One audit entry with both ids and the field names, nothing of what they wrote.
    const { deps } = await getTestApp();
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.action, "person.merge"));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.entityId).toBe(kept.id);
    expect(audit[0]?.details).toMatchObject({
      before: { keptId: kept.id, mergedId: other.id },
      after: { fieldsTaken: ["address", "birthday", "phones", "stage", "firstSeenOn"], timelineMoved: 2 },
    });
    expect(JSON.stringify(audit[0]?.details)).not.toMatch(/Worship|Gift|Margaret|Kenyatta/);
  });

  it("keeps the kept person's household when both have one, and says which one was left", async () => {
    const kept = await create({ givenName: "Asha", familyName: "Njeri" });
    const other = await create({ givenName: "Asha", familyName: "Njeri" });
    await household("Njeri", kept);
    const left = await household("Njeri (old)", other);
    const result = await merge(kept.id, other.id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(mergeResponseSchema.parse(result.body).merge.householdLeft).toEqual({
      id: left,
      name: "Njeri (old)",
    });
  });

  it("refuses (409 naming the field) where both have different values, and leaves both untouched", async () => {
    const kept = await create({ givenName: "Daniel", familyName: "Kip", email: "dan@example.org" });
    const other = await create({
      givenName: "Daniel",
      familyName: "Kip",
      email: "daniel.kip@example.org",
      phones: ["+254712345678"],
    });
    const entry = await addTimeline(other.id, "RSVP: Worship");
    const before = [await detail(kept.id), await detail(other.id)];

    const result = await merge(kept.id, other.id);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: { code: "conflict", fields: { email: expect.any(String) } } });
    expect([await detail(kept.id), await detail(other.id)]).toEqual(before);
    expect(before[1]?.timeline.map((t) => t.id)).toEqual([entry]);

    const birthdays = [
      await create({ givenName: "Eve", birthday: { month: 1, day: 2 } }),
      await create({ givenName: "Eve", birthday: { month: 1, day: 3 } }),
    ];
    const refused = await merge(birthdays[0]?.id ?? "", birthdays[1]?.id ?? "");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { fields: { birthday: expect.any(String) } } });
  });

  it("answers 400 for merging a person into themselves or into someone missing, 404 for a missing person, 403 for an editor", async () => {
    const someone = await create({ givenName: "Asha" });
    const self = await merge(someone.id, someone.id);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: { fields: { mergeId: expect.any(String) } } });
    expect((await merge(someone.id, randomUUID())).status).toBe(400);
    expect((await merge(randomUUID(), someone.id)).status).toBe(404);
    expect((await merge(someone.id, "not-an-id")).status).toBe(400);

    const other = await create({ givenName: "Asha" });
    expect((await merge(someone.id, other.id, editor)).status).toBe(403);
    expect((await call("GET", "/api/crm/people/duplicates", { cookie: editor })).status).toBe(403);
    expect((await detail(other.id)).person.id).toBe(other.id);
  });
});
