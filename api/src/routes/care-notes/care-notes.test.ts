import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import {
  careStaffResponseSchema,
  endpoints,
  householdCareSchema,
  householdResponseSchema,
  noteResponseSchema,
  openFollowUpsSchema,
  personCareSchema,
  personDetailSchema,
  personResponseSchema,
  visitResponseSchema,
} from "@church/contracts";
import { and, count, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { auditLog, pastoralNotes } from "../../db/schema.ts";
import { parseCareNotesKeys } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { rotateNoteKeys } from "../../services/care-notes/care-notes.ts";
import { noteKeyring } from "../../services/care-notes/note-crypto.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** What must never leave the app but through the audited read. */
const SECRET = "Confided: the marriage of Baraka and Neema is in trouble, 7XQ-PRIVATE";
const PLAIN = "Brought flowers; she is recovering well";

describe(`visits and pastoral notes [${testDriver}]`, () => {
  let pastor: string;
  let admin: string;
  let editor: string;
  let staff: { id: string; name: string }[];
  beforeAll(async () => {
    pastor = await signIn("pastor");
    admin = await signIn("admin");
    editor = await signIn("content_editor");
    staff = careStaffResponseSchema.parse(
      (await call("GET", "/api/crm/visits/staff", { cookie: pastor })).body,
    ).staff;
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  const staffId = async (role: "pastor" | "admin") => {
    const { credentials } = await getTestApp();
    const email = credentials.find((c) => c.role === role)?.email;
    const me = await call("GET", "/api/auth/me", { cookie: role === "pastor" ? pastor : admin });
    const id = (me.body as { user?: { id: string; email: string } }).user?.id;
    expect(id, `${role} ${email}`).toMatch(/^[0-9a-f-]{36}$/);
    return id as string;
  };
  const createPerson = async (givenName: string) => {
    const result = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { givenName, familyName: "Mwangi", language: "sw", phones: [], stage: "member" },
    });
    expect(result.status).toBe(201);
    return personResponseSchema.parse(result.body).person;
  };
  const createVisit = async (body: Record<string, unknown>, cookie = pastor) => {
    const result = await call("POST", "/api/crm/visits", { cookie, body });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return visitResponseSchema.parse(result.body).visit;
  };
  const auditReads = async (noteId: string) => {
    const { deps } = await getTestApp();
    const [row] = await deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "care_note.read"), eq(auditLog.entityId, noteId)));
    return row?.n ?? 0;
  };
  /** A hospital visit by the pastor with a confidential note, on a person. */
  const confidentialVisit = async () => {
    const amina = await createPerson("Amina");
    const visit = await createVisit({
      personId: amina.id,
      kind: "hospital",
      visitedOn: "2026-11-20",
      staffIds: [await staffId("pastor")],
      note: SECRET,
      confidential: true,
      followUpOn: "2026-11-27",
    });
    return { amina, visit, noteId: visit.note?.id as string };
  };

  it("keeps a confidential note's text out of the database: only AES-256-GCM ciphertext with its IV, tag and key id", async () => {
    const { visit, noteId } = await confidentialVisit();
    expect(visit.note).toMatchObject({ confidential: true, text: null, canRead: true });
    const { deps } = await getTestApp();
    const rows = await deps.db.execute(sql`select * from pastoral_notes where id = ${noteId}`);
    const row = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as Record<
      string,
      string
    >;
    expect(JSON.stringify(row)).not.toContain("marriage");
    expect(JSON.stringify(row)).not.toContain("7XQ-PRIVATE");
    expect(row.body).toBeNull();
    expect(row.key_id).toBe("local");
    expect(Buffer.from(row.iv ?? "", "base64")).toHaveLength(12);
    expect(Buffer.from(row.auth_tag ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(row.ciphertext ?? "", "base64").toString("utf8")).not.toContain("marriage");
    // A whole-database dump finds it nowhere either.
    const dump = await deps.db.execute(
      sql`select string_agg(t::text, ' ') as all from (select * from pastoral_notes) t`,
    );
    expect(JSON.stringify(dump)).not.toContain("7XQ-PRIVATE");
  });

  it("never answers the text to an administrator who did not write it: page, timeline, household, lists, exports, search", async () => {
    const { amina, noteId } = await confidentialVisit();
    // A household visit too, with a confidential note, so the household answer is checked.
    const home = householdResponseSchema.parse(
      (await call("POST", "/api/crm/households", { cookie: pastor, body: { name: "Mwangi family" } })).body,
    ).household;
    await call("POST", `/api/crm/households/${home.id}/members`, {
      cookie: pastor,
      body: { personId: amina.id, role: "adult" },
    });
    await createVisit({
      householdId: home.id,
      kind: "home",
      visitedOn: "2026-11-22",
      staffIds: [await staffId("pastor")],
      note: SECRET,
      confidential: true,
    });
    await call("POST", `/api/crm/people/${amina.id}/notes`, {
      cookie: pastor,
      body: { text: SECRET, confidential: true },
    });

    const answers = [
      await call("GET", `/api/crm/people/${amina.id}`, { cookie: admin }),
      await call("GET", `/api/crm/people/${amina.id}/care`, { cookie: admin }),
      await call("GET", `/api/crm/households/${home.id}/care`, { cookie: admin }),
      await call("GET", "/api/crm/households", { cookie: admin }),
      await call("GET", "/api/crm/visits/follow-ups", { cookie: admin }),
      await call("GET", "/api/crm/people?q=marriage", { cookie: admin }),
      await call("GET", "/api/crm/people", { cookie: admin }),
      await call("GET", "/api/crm/people/export.csv", { cookie: admin }),
      await call("GET", `/api/crm/people/${amina.id}/export`, { cookie: admin }),
      // The site's search (it says back what it was asked: asked for a name in the note).
      await call("GET", "/api/search?q=Neema", { cookie: admin }),
      await call("GET", `/api/crm/care-notes/${noteId}`, { cookie: admin }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      expect(text).not.toContain("marriage");
      expect(text).not.toContain("7XQ-PRIVATE");
    }
    // Not even the pastor's lists carry it: the text comes one note at a time, audited.
    const pastorCare = JSON.stringify(
      (await call("GET", `/api/crm/people/${amina.id}/care`, { cookie: pastor })).body,
    );
    expect(pastorCare).not.toContain("7XQ-PRIVATE");
    // The administrator sees that notes exist, when and by whom, and the visit on the timeline.
    const care = personCareSchema.parse(answers[1]?.body);
    expect(
      care.visits.map((v) => [v.kind, v.note?.confidential, v.note?.canRead, v.note?.author.name]),
    ).toEqual([
      ["home", true, false, staff.find((s) => s.id === care.visits[0]?.staff[0]?.id)?.name],
      ["hospital", true, false, care.visits[1]?.note?.author.name],
    ]);
    expect(care.notes).toMatchObject([{ confidential: true, text: null, canRead: false }]);
    const timeline = personDetailSchema.parse(answers[0]?.body).timeline;
    expect(timeline.filter((t) => t.kind === "visit").map((t) => t.care)).toEqual([
      { visitKind: "home", by: [expect.any(String)], confidential: true, household: true },
      { visitKind: "hospital", by: [expect.any(String)], confidential: true, household: false },
    ]);
    expect(answers[10]?.status).toBe(403);
    expect(answers[5]?.body).toMatchObject({ total: 0 });
    expect(await auditReads(noteId)).toBe(0);
    // The person's own data file lists the note's date and author, never its text.
    const file = answers[8]?.body as { care: { visits: unknown[]; notes: unknown[] } };
    expect(file.care.visits).toHaveLength(2);
    expect(file.care.notes).toMatchObject([{ confidential: true, text: null }]);
  });

  it("lets the author and pastors read a confidential note, writing an audit row for every read", async () => {
    const { noteId } = await confidentialVisit();
    for (let i = 1; i <= 2; i++) {
      const read = await call("GET", `/api/crm/care-notes/${noteId}`, { cookie: pastor });
      expect(read.status).toBe(200);
      expect(noteResponseSchema.parse(read.body).note.text).toBe(SECRET);
      expect(await auditReads(noteId)).toBe(i);
    }
    const { deps } = await getTestApp();
    const [entry] = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, noteId));
    expect(entry).toMatchObject({
      action: "care_note.read",
      entityType: "pastoral_note",
      userId: await staffId("pastor"),
    });
    expect(JSON.stringify(entry)).not.toContain("7XQ-PRIVATE");

    // An administrator reads the confidential note they wrote themselves (and only that one).
    const amina = await createPerson("Amina");
    const own = noteResponseSchema.parse(
      (
        await call("POST", `/api/crm/people/${amina.id}/notes`, {
          cookie: admin,
          body: { text: "Admin's own confidence", confidential: true },
        })
      ).body,
    ).note;
    expect(own).toMatchObject({ text: null, canRead: true, author: { id: await staffId("admin") } });
    const read = await call("GET", `/api/crm/care-notes/${own.id}`, { cookie: admin });
    expect(noteResponseSchema.parse(read.body).note.text).toBe("Admin's own confidence");
    expect(await auditReads(own.id)).toBe(1);
    // A note that is not confidential is in the lists for both, and its reads are not audited.
    const plain = noteResponseSchema.parse(
      (await call("POST", `/api/crm/people/${amina.id}/notes`, { cookie: pastor, body: { text: PLAIN } }))
        .body,
    ).note;
    expect(plain).toMatchObject({ text: PLAIN, confidential: false, canRead: true });
    const care = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${amina.id}/care`, { cookie: admin })).body,
    );
    expect(care.notes.map((n) => n.text)).toEqual([PLAIN, null]);
    expect(await auditReads(plain.id)).toBe(0);
  });

  it("gives a content editor 403 on every visit and note endpoint", async () => {
    const { amina, visit, noteId } = await confidentialVisit();
    for (const endpoint of Object.values(endpoints.careNotes)) {
      const path = endpoint.path
        .replace("/people/:id", `/people/${amina.id}`)
        .replace("/care-notes/:id", `/care-notes/${noteId}`)
        .replace(/:id/g, visit.id);
      const result = await call(endpoint.method, path, {
        cookie: editor,
        body: endpoint.body ? {} : undefined,
      });
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect((await call("GET", `/api/crm/care-notes/${noteId}`)).status).toBe(401);
  });

  it("shows a household's visit on every member's page and timeline, and lists open follow-ups until done", async () => {
    const [amina, baraka, outsider] = [
      await createPerson("Amina"),
      await createPerson("Baraka"),
      await createPerson("Juma"),
    ];
    const home = householdResponseSchema.parse(
      (await call("POST", "/api/crm/households", { cookie: pastor, body: { name: "Mwangi family" } })).body,
    ).household;
    for (const p of [amina, baraka]) {
      await call("POST", `/api/crm/households/${home.id}/members`, {
        cookie: pastor,
        body: { personId: p.id, role: "adult" },
      });
    }
    const visit = await createVisit({
      householdId: home.id,
      kind: "home",
      visitedOn: "2026-11-21",
      staffIds: [await staffId("pastor"), await staffId("admin")],
      note: PLAIN,
      followUpOn: "2026-12-05",
    });
    expect(visit).toMatchObject({ household: { id: home.id, name: "Mwangi family" }, person: null });
    expect(visit.staff).toHaveLength(2);
    for (const p of [amina, baraka]) {
      const detail = personDetailSchema.parse(
        (await call("GET", `/api/crm/people/${p.id}`, { cookie: pastor })).body,
      );
      expect(detail.timeline.find((t) => t.refId === visit.id)).toMatchObject({
        kind: "visit",
        occurredAt: "2026-11-21T12:00:00.000Z",
        care: { visitKind: "home", household: true, confidential: false },
      });
      const care = personCareSchema.parse(
        (await call("GET", `/api/crm/people/${p.id}/care`, { cookie: pastor })).body,
      );
      expect(care.visits.map((v) => v.id)).toEqual([visit.id]);
    }
    const other = personDetailSchema.parse(
      (await call("GET", `/api/crm/people/${outsider.id}`, { cookie: pastor })).body,
    );
    expect(other.timeline).toEqual([]);
    const household = householdCareSchema.parse(
      (await call("GET", `/api/crm/households/${home.id}/care`, { cookie: admin })).body,
    );
    expect(household.members.map((m) => m.name).sort()).toEqual(["Amina Mwangi", "Baraka Mwangi"]);
    expect(household.visits[0]?.note?.text).toBe(PLAIN);

    const open = openFollowUpsSchema.parse(
      (await call("GET", "/api/crm/visits/follow-ups", { cookie: pastor })).body,
    );
    expect(open.visits.map((v) => [v.id, v.followUpOn])).toEqual([[visit.id, "2026-12-05"]]);
    const done = await call("POST", `/api/crm/visits/${visit.id}/follow-up-done`, { cookie: pastor });
    expect(visitResponseSchema.parse(done.body).visit.followedUpAt).not.toBeNull();
    const after = openFollowUpsSchema.parse(
      (await call("GET", "/api/crm/visits/follow-ups", { cookie: pastor })).body,
    );
    expect(after.visits).toEqual([]);
    // A visit without a follow-up date cannot be followed up.
    const plainVisit = await createVisit({
      personId: outsider.id,
      kind: "phone",
      visitedOn: "2026-11-21",
      staffIds: [await staffId("pastor")],
    });
    expect(
      (await call("POST", `/api/crm/visits/${plainVisit.id}/follow-up-done`, { cookie: pastor })).status,
    ).toBe(409);
  });

  it("refuses a visit on nobody or on both, without who went, or with a content editor as who went", async () => {
    const amina = await createPerson("Amina");
    const base = { kind: "home", visitedOn: "2026-11-21", staffIds: [await staffId("pastor")] };
    const bad = async (body: Record<string, unknown>, field: string) => {
      const result = await call("POST", "/api/crm/visits", { cookie: pastor, body });
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(JSON.stringify(result.body)).toContain(field);
    };
    await bad(base, "personId");
    await bad({ ...base, personId: amina.id, staffIds: [] }, "staffIds");
    const { credentials } = await getTestApp();
    const editorMe = await call("GET", "/api/auth/me", { cookie: editor });
    expect(credentials.length).toBeGreaterThan(0);
    await bad(
      { ...base, personId: amina.id, staffIds: [(editorMe.body as { user: { id: string } }).user.id] },
      "staffIds",
    );
    await bad({ ...base, personId: amina.id, kind: "pub" }, "kind");
    await bad({ ...base, personId: amina.id, followUpOn: "2026-11-01" }, "followUpOn");
  });

  it("moves visits and notes with a merge, and erases them with the person", async () => {
    const { amina, visit, noteId } = await confidentialVisit();
    const twin = await createPerson("Amina");
    const merged = await call("POST", `/api/crm/people/${twin.id}/merge`, {
      cookie: pastor,
      body: { mergeId: amina.id },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const care = personCareSchema.parse(
      (await call("GET", `/api/crm/people/${twin.id}/care`, { cookie: pastor })).body,
    );
    expect(care.visits.map((v) => v.id)).toEqual([visit.id]);
    const read = await call("GET", `/api/crm/care-notes/${noteId}`, { cookie: pastor });
    expect(noteResponseSchema.parse(read.body).note.text).toBe(SECRET);

    const erased = await call("POST", `/api/crm/people/${twin.id}/erase`, {
      cookie: pastor,
      body: { confirm: "ERASE" },
    });
    expect(erased.status).toBe(200);
    const { deps } = await getTestApp();
    const [left] = await deps.db.select({ n: count() }).from(pastoralNotes);
    expect(left?.n).toBe(0);
  });
});

describe(`note keys: rotation [${testDriver}]`, () => {
  let pastor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  it("re-seals every note under the new current key (key id and ciphertext change), and reads old and new notes during and after", async () => {
    const { deps } = await getTestApp();
    const person = personResponseSchema.parse(
      (
        await call("POST", "/api/crm/people", {
          cookie: pastor,
          body: { givenName: "Neema", language: "sw", phones: [], stage: "member" },
        })
      ).body,
    ).person;
    const write = async (
      app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
      text: string,
    ) => {
      const answer = await app.request(`/api/crm/people/${person.id}/notes`, {
        method: "POST",
        headers: { cookie: pastor, "content-type": "application/json" },
        body: JSON.stringify({ text, confidential: true }),
      });
      expect(answer.status).toBe(201);
      return noteResponseSchema.parse(await answer.json()).note.id;
    };
    const readWith = async (
      app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
      id: string,
    ) => {
      const answer = await app.request(`/api/crm/care-notes/${id}`, { headers: { cookie: pastor } });
      expect(answer.status).toBe(200);
      return noteResponseSchema.parse(await answer.json()).note.text;
    };
    const stored = async (id: string) => {
      const [row] = await deps.db.select().from(pastoralNotes).where(eq(pastoralNotes.id, id));
      return row;
    };

    // Notes written under the local key (no CARE_NOTES_KEYS in tests).
    const oldApp = buildApp(deps).app;
    const first = await write(oldApp, "First confidence");
    const second = await write(oldApp, "Second confidence");
    const before = await stored(first);
    expect(before?.keyId).toBe("local");

    // The operator puts a new key first and keeps the old one: old notes still read, new ones use it.
    const newKey = parseCareNotesKeys(`2027a:${randomBytes(32).toString("base64")}`);
    if (typeof newKey === "string") throw new Error(newKey);
    const local = noteKeyring(deps.env).current;
    const env = { ...deps.env, CARE_NOTES_KEYS: [...newKey, local] };
    const rotatingApp = buildApp({ ...deps, env }).app;
    expect(await readWith(rotatingApp, first)).toBe("First confidence");
    const third = await write(rotatingApp, "Third confidence");
    expect((await stored(third))?.keyId).toBe("2027a");

    expect(await rotateNoteKeys(deps.db, noteKeyring(env), 1)).toBe(2);
    const after = await stored(first);
    expect(after?.keyId).toBe("2027a");
    expect(after?.ciphertext).not.toBe(before?.ciphertext);
    expect(after?.iv).not.toBe(before?.iv);
    expect((await stored(second))?.keyId).toBe("2027a");
    expect(await rotateNoteKeys(deps.db, noteKeyring(env))).toBe(0);

    // With the old key removed, every note still reads.
    const onlyNew = buildApp({ ...deps, env: { ...deps.env, CARE_NOTES_KEYS: newKey } }).app;
    expect(await readWith(onlyNew, first)).toBe("First confidence");
    expect(await readWith(onlyNew, second)).toBe("Second confidence");
    expect(await readWith(onlyNew, third)).toBe("Third confidence");
    // And an unknown key opens none of them (a 500 that names the key, not the text).
    const other = parseCareNotesKeys(`other:${randomBytes(32).toString("base64")}`);
    if (typeof other === "string") throw new Error(other);
    const { app: stale, log } = withCapturedLog(deps, { ...deps.env, CARE_NOTES_KEYS: other });
    const refused = await stale.request(`/api/crm/care-notes/${first}`, { headers: { cookie: pastor } });
    expect(refused.status).toBe(500);
    const lines = await log();
    expect(lines).toContain("2027a");
    expect(lines).not.toContain("First confidence");
  });
});

type Deps = Awaited<ReturnType<typeof getTestApp>>["deps"];

/** The app with its log written into memory at the most talkative level. */
function withCapturedLog(deps: Deps, env = deps.env) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: "trace" }, sink);
  const { app } = buildApp({ ...deps, env, logger });
  const log = async () => {
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    return lines.join("");
  };
  return { app, log };
}

describe(`confidential notes in the log [${testDriver}]`, () => {
  afterEach(async () => {
    const { deps } = await getTestApp();
    await deps.db.execute(sql.raw("alter table pastoral_notes drop constraint if exists log_probe"));
    await truncate("people", "households", "audit_log");
  });

  it("logs neither the text of a note created, read, or refused by the database", async () => {
    const { deps } = await getTestApp();
    const { app, log } = withCapturedLog(deps);
    const pastor = await signIn("pastor");
    const ask = (path: string, body?: unknown) =>
      app.request(path, {
        method: body ? "POST" : "GET",
        headers: { cookie: pastor, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
    const person = personResponseSchema.parse(
      await (
        await ask("/api/crm/people", { givenName: "Neema", language: "sw", phones: [], stage: "member" })
      ).json(),
    ).person;
    const created = await ask(`/api/crm/people/${person.id}/notes`, { text: SECRET, confidential: true });
    expect(created.status).toBe(201);
    const { note } = noteResponseSchema.parse(await created.json());
    expect((await ask(`/api/crm/care-notes/${note.id}`)).status).toBe(200);
    // A note that is not confidential, refused by the database: the failed query is logged, not its text.
    await deps.db.execute(
      sql.raw("alter table pastoral_notes add constraint log_probe check (confidential)"),
    );
    const failed = await ask(`/api/crm/people/${person.id}/notes`, { text: PLAIN, confidential: false });
    expect(failed.status).toBe(500);
    // And one too long: the 400 names the field, not the text.
    expect(
      (await ask(`/api/crm/people/${person.id}/notes`, { text: `${SECRET} ${"x".repeat(20_001)}` })).status,
    ).toBe(400);
    const text = await log();
    expect(text).toContain("log_probe");
    expect(text).toContain("/api/crm/care-notes/");
    for (const secret of ["7XQ-PRIVATE", "marriage", "recovering well"])
      expect(text, secret).not.toContain(secret);
  });
});
