import {
  careStaffResponseSchema,
  openFollowUpsSchema,
  personCareSchema,
  personResponseSchema,
  visitResponseSchema,
} from "@church/contracts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, pastoralNotes, pastoralVisits } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const SECRET = "Confided: 9QK-PRIVATE worry about the rent";
const SECRET2 = "Confided again: 4ZT-PRIVATE, the job interview went well";

describe(`editing and deleting a visit [${testDriver}]`, () => {
  let pastor: string;
  let admin: string;
  let editor: string;
  let pastorId: string;
  let adminId: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    admin = await signIn("admin");
    editor = await signIn("content_editor");
    const idOf = async (cookie: string) =>
      ((await call("GET", "/api/auth/me", { cookie })).body as { user: { id: string } }).user.id;
    pastorId = await idOf(pastor);
    adminId = await idOf(admin);
    const staff = careStaffResponseSchema.parse(
      (await call("GET", "/api/crm/visits/staff", { cookie: pastor })).body,
    );
    expect(staff.staff.map((s) => s.id)).toEqual(expect.arrayContaining([pastorId, adminId]));
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  const visitOn = async (cookie: string, body: Record<string, unknown>) => {
    const person = personResponseSchema.parse(
      (
        await call("POST", "/api/crm/people", {
          cookie: pastor,
          body: { givenName: "Amina", familyName: "Mwangi", language: "sw", phones: [], stage: "member" },
        })
      ).body,
    ).person;
    const made = await call("POST", "/api/crm/visits", {
      cookie,
      body: { personId: person.id, kind: "home", visitedOn: "2026-11-20", staffIds: [pastorId], ...body },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { person, visit: visitResponseSchema.parse(made.body).visit };
  };
  const noteRow = async (visitId: string) => {
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(pastoralNotes).where(eq(pastoralNotes.visitId, visitId));
    return row;
  };
  const audits = async (action: string, visitId: string) => {
    const { deps } = await getTestApp();
    return deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, visitId)));
  };
  // Read once the accounts are known (after beforeAll).
  const change = () => ({
    kind: "hospital",
    visitedOn: "2026-11-21",
    staffIds: [pastorId, adminId],
    followUpOn: "2026-11-30",
  });

  it("lets the pastor change another's visit and a confidential note, which stays sealed and reads back", async () => {
    const { person, visit } = await visitOn(admin, { note: SECRET, confidential: true });
    expect(visit.canEdit).toBe(true);
    const noteId = visit.note?.id ?? "";

    // Only the date and who went change: the sealed text is kept as it is, not opened.
    const kept = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: pastor,
      body: { ...change(), confidential: true },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const keptVisit = visitResponseSchema.parse(kept.body).visit;
    expect(keptVisit).toMatchObject({ kind: "hospital", visitedOn: "2026-11-21", followUpOn: "2026-11-30" });
    expect(keptVisit.staff.map((s) => s.id).sort()).toEqual([pastorId, adminId].sort());
    expect(keptVisit.note).toMatchObject({ id: noteId, confidential: true, text: null });

    const rewritten = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: pastor,
      body: { ...change(), note: SECRET2, confidential: true },
    });
    expect(rewritten.status).toBe(200);
    expect(JSON.stringify(rewritten.body)).not.toContain("4ZT-PRIVATE");
    const row = await noteRow(visit.id);
    expect(row).toMatchObject({ id: noteId, confidential: true, body: null });
    expect(JSON.stringify(row)).not.toContain("4ZT-PRIVATE");
    const read = await call("GET", `/api/crm/care-notes/${noteId}`, { cookie: pastor });
    expect((read.body as { note: { text: string } }).note.text).toBe(SECRET2);

    const care = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${person.id}/care`, { cookie: admin })).body,
    );
    expect(care.visits[0]?.kind).toBe("hospital");
    expect(JSON.stringify(care)).not.toContain("PRIVATE");

    // Audit rows name the change, never the text.
    const updates = await audits("pastoral_visit.update", visit.id);
    expect(updates).toHaveLength(2);
    expect(JSON.stringify(updates)).not.toContain("PRIVATE");
  });

  it("refuses an administrator who did not record the visit (403) and changes nothing", async () => {
    const { visit } = await visitOn(pastor, { note: SECRET, confidential: true });
    const put = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: admin,
      body: { ...change(), note: "mine now" },
    });
    expect(put.status).toBe(403);
    const del = await call("DELETE", `/api/crm/visits/${visit.id}`, { cookie: admin });
    expect(del.status).toBe(403);
    expect(
      (await call("PUT", `/api/crm/visits/${visit.id}`, { cookie: editor, body: change() })).status,
    ).toBe(403);
    expect((await call("DELETE", `/api/crm/visits/${visit.id}`, { cookie: editor })).status).toBe(403);
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(pastoralVisits).where(eq(pastoralVisits.id, visit.id));
    expect(row?.kind).toBe("home");
    expect((await noteRow(visit.id))?.confidential).toBe(true);
  });

  it("answers canEdit per caller: the author and pastors, not another administrator", async () => {
    const { person } = await visitOn(pastor, {});
    const asAdmin = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${person.id}/care`, { cookie: admin })).body,
    );
    const asPastor = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${person.id}/care`, { cookie: pastor })).body,
    );
    expect(asAdmin.visits.map((v) => v.canEdit)).toEqual([false]);
    expect(asPastor.visits.map((v) => v.canEdit)).toEqual([true]);
  });

  it("lets an administrator change their own visit: unseal a note, remove it, move the follow-up", async () => {
    const { visit } = await visitOn(admin, { note: SECRET, confidential: true, followUpOn: "2026-11-25" });
    expect((await call("POST", `/api/crm/visits/${visit.id}/follow-up-done`, { cookie: admin })).status).toBe(
      200,
    );

    const open = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: admin,
      body: { ...change(), confidential: false },
    });
    expect(open.status).toBe(200);
    const opened = visitResponseSchema.parse(open.body).visit;
    // The kept text is now plain; a new follow-up date is a follow-up still to do.
    expect(opened.note).toMatchObject({ confidential: false, text: SECRET });
    expect(opened).toMatchObject({ followUpOn: "2026-11-30", followedUpAt: null });
    expect(await noteRow(visit.id)).toMatchObject({ body: SECRET, ciphertext: null, keyId: null });
    const follow = openFollowUpsSchema.parse(
      (await call("GET", "/api/crm/visits/follow-ups", { cookie: admin })).body,
    );
    expect(follow.visits.map((v) => v.id)).toContain(visit.id);

    const removed = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: admin,
      body: { ...change(), note: "" },
    });
    expect(visitResponseSchema.parse(removed.body).visit.note).toBeNull();
    expect(await noteRow(visit.id)).toBeUndefined();

    const bad = await call("PUT", `/api/crm/visits/${visit.id}`, {
      cookie: admin,
      body: { ...change(), followUpOn: "2026-11-01" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("followUpOn");
  });

  it("deletes a visit with its note, audited, for its author; 404 after", async () => {
    const { person, visit } = await visitOn(admin, { note: SECRET, confidential: true });
    const deleted = await call("DELETE", `/api/crm/visits/${visit.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await noteRow(visit.id)).toBeUndefined();
    const care = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${person.id}/care`, { cookie: pastor })).body,
    );
    expect(care.visits).toEqual([]);
    const rows = await audits("pastoral_visit.delete", visit.id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("PRIVATE");
    expect((await call("DELETE", `/api/crm/visits/${visit.id}`, { cookie: pastor })).status).toBe(404);
    const { deps } = await getTestApp();
    const left = await deps.db.execute(
      sql`select count(*)::int as n from pastoral_visit_staff where visit_id = ${visit.id}`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
  });
});
