import { authMessages, staffUserSchema, userMessages } from "@church/contracts";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema.ts";
import { call, cookiesFrom, getTestApp, signIn, testDriver } from "../../test/test-app.ts";

const newUser = (suffix: string, role = "pastor") => ({
  username: `user.${suffix}`,
  email: `user-${suffix}@example.org`,
  name: `User ${suffix}`,
  role,
});

/** The token of the newest invitation e-mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const { deps } = await getTestApp();
  const [mail] = await deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "account_invitation")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Creates an account as an admin, and its owner sets "long-enough-1" from the invitation. */
async function createAs(cookie: string, suffix: string, role = "pastor") {
  const result = await call("POST", "/api/users", { cookie, body: newUser(suffix, role) });
  expect(result.status).toBe(201);
  const user = staffUserSchema.parse((result.body as { user: unknown }).user);
  const token = await invitationToken(user.email);
  const set = await call("POST", "/api/auth/set-password", {
    body: { token, purpose: "invite", newPassword: "long-enough-1" },
  });
  expect(set.status).toBe(200);
  return user;
}

const signInAs = async (email: string, password: string) =>
  cookiesFrom((await call("POST", "/api/auth/login", { body: { email, password } })).headers);

describe(`user management [${testDriver}]`, () => {
  it("lists accounts with role, status, last login and 2FA, and never a password hash", async () => {
    const admin = await signIn("admin");
    const result = await call("GET", "/api/users", { cookie: admin });
    expect(result.status).toBe(200);
    const list = (result.body as { users: Array<Record<string, unknown>> }).users;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const user of list) {
      expect(staffUserSchema.safeParse(user).success).toBe(true);
      expect(JSON.stringify(user)).not.toMatch(/scrypt|passwordHash|twoFactorSecret/);
    }
  });

  it("creates an account that signs in once its owner set a password from the invitation, and refuses a taken e-mail or username", async () => {
    const admin = await signIn("admin");
    // A password an old client still sends is not used: no administrator sets one.
    const result = await call("POST", "/api/users", {
      cookie: admin,
      body: { ...newUser("create"), password: "typed-by-admin-1" },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      message: userMessages.created,
      user: { email: "user-create@example.org", role: "pastor", status: "active", lastLogin: null },
    });
    const typed = await call("POST", "/api/auth/login", {
      body: { email: "user-create@example.org", password: "typed-by-admin-1" },
    });
    expect(typed.status).toBe(401);
    const set = await call("POST", "/api/auth/set-password", {
      body: {
        token: await invitationToken("user-create@example.org"),
        purpose: "invite",
        newPassword: "long-enough-1",
      },
    });
    expect(set.status).toBe(200);
    const login = await call("POST", "/api/auth/login", {
      body: { email: "user-create@example.org", password: "long-enough-1" },
    });
    expect(login.status).toBe(200);

    const taken = await call("POST", "/api/users", {
      cookie: admin,
      body: { ...newUser("other"), email: "USER-CREATE@example.org" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { message: userMessages.duplicate } });
  });

  it("an edit never changes the password (one sent anyway is ignored) and leaves sessions alone", async () => {
    const admin = await signIn("admin");
    const user = await createAs(admin, "edit");
    const session = await signInAs(user.email, "long-enough-1");
    const kept = await call("PUT", `/api/users/${user.id}`, {
      cookie: admin,
      body: { ...newUser("edit"), name: "Edited Name", password: "brand-new-pass-2" },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ user: { name: "Edited Name" } });
    expect((await call("GET", "/api/auth/me", { cookie: session })).status).toBe(200);
    expect(
      (await call("POST", "/api/auth/login", { body: { email: user.email, password: "brand-new-pass-2" } }))
        .status,
    ).toBe(401);
  });

  it("pausing ends the user's live session at once and refuses their sign-in; activating lets them back", async () => {
    const admin = await signIn("admin");
    const user = await createAs(admin, "pause");
    const live = await signInAs(user.email, "long-enough-1");
    expect((await call("GET", "/api/crm/records", { cookie: live })).status).toBe(200);

    const paused = await call("PUT", `/api/users/${user.id}/pause`, { cookie: admin });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ user: { status: "paused" } });
    expect((await call("GET", "/api/crm/records", { cookie: live })).status).toBe(401);
    expect((await call("POST", "/api/auth/refresh", { cookie: live })).status).toBe(401);
    const again = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "long-enough-1" },
    });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: { message: authMessages.accessDenied } });

    expect((await call("PUT", `/api/users/${user.id}/activate`, { cookie: admin })).status).toBe(200);
    expect(
      (await call("POST", "/api/auth/login", { body: { email: user.email, password: "long-enough-1" } }))
        .status,
    ).toBe(200);
  });

  it("does not let an admin pause or delete themself", async () => {
    const admin = await signIn("admin");
    const me = (await call("GET", "/api/auth/me", { cookie: admin })).body as { user: { id: string } };
    for (const [method, path] of [
      ["PUT", `/api/users/${me.user.id}/pause`],
      ["DELETE", `/api/users/${me.user.id}`],
    ] as const) {
      const result = await call(method, path, { cookie: admin });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ error: { message: userMessages.notYourself } });
    }
  });

  it("never removes, pauses or demotes the last active administrator", async () => {
    const { deps } = await getTestApp();
    const admin = await signIn("admin");
    const second = await createAs(admin, "second-admin", "admin");
    const secondCookie = await signInAs(second.email, "long-enough-1");
    // Leave `second` as the only active admin: pause every other one.
    const admins = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.status, "active")));
    const others = admins.filter((a) => a.id !== second.id);
    await deps.db
      .update(users)
      .set({ status: "paused" })
      .where(and(eq(users.role, "admin"), eq(users.status, "active")));
    await deps.db.update(users).set({ status: "active" }).where(eq(users.id, second.id));
    try {
      const demote = await call("PUT", `/api/users/${second.id}`, {
        cookie: secondCookie,
        body: newUser("second-admin", "pastor"),
      });
      expect(demote.status).toBe(409);
      expect(demote.body).toMatchObject({ error: { message: userMessages.lastAdmin } });
      const [row] = await deps.db.select().from(users).where(eq(users.id, second.id));
      expect(row?.role).toBe("admin");
    } finally {
      for (const other of others)
        await deps.db.update(users).set({ status: "active" }).where(eq(users.id, other.id));
    }
    // With another active admin the same change is allowed.
    const demoted = await call("PUT", `/api/users/${second.id}`, {
      cookie: admin,
      body: newUser("second-admin", "pastor"),
    });
    expect(demoted.status).toBe(200);
  });

  it("deletes an account, its sessions, and writes who did what to the audit log", async () => {
    const admin = await signIn("admin");
    const user = await createAs(admin, "delete");
    const live = await signInAs(user.email, "long-enough-1");
    const removed = await call("DELETE", `/api/users/${user.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie: live })).status).toBe(401);
    expect((await call("DELETE", `/api/users/${user.id}`, { cookie: admin })).status).toBe(404);

    const audit = await call("GET", `/api/audit?entityType=user&entityId=${user.id}`, { cookie: admin });
    expect(audit.status).toBe(200);
    const entries = (
      audit.body as {
        entries: Array<{ action: string; before: unknown; after: unknown; actor: { email: string } }>;
      }
    ).entries;
    // The owner setting their password from the invitation is the middle entry, done by themself.
    expect(entries.map((e) => e.action)).toEqual(["user.delete", "user.invitation_accepted", "user.create"]);
    expect(entries[0]).toMatchObject({ before: { email: user.email, role: "pastor" }, after: null });
    expect(entries[1]?.actor.email).toBe(user.email);
    expect(entries[2]).toMatchObject({ before: null, after: { email: user.email } });
    expect(entries[0]?.actor.email).toMatch(/admin/);
    const { deps } = await getTestApp();
    const rows = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|long-enough-1/);
  });

  it("keeps user management and the audit log to administrators", async () => {
    const pastor = await signIn("pastor");
    expect((await call("GET", "/api/users", { cookie: pastor })).status).toBe(403);
    expect((await call("GET", "/api/audit", { cookie: pastor })).status).toBe(403);
    expect(
      (await call("POST", "/api/users", { cookie: pastor, body: newUser("sneaky", "admin") })).status,
    ).toBe(403);
  });
});
