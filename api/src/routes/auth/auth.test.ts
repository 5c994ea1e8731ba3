import { authMessages, loginResponseSchema, signedInHintCookie } from "@church/contracts";
import { eq, isNotNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { RENEWAL_GRACE_SECONDS } from "../../services/auth/sessions.ts";
import { call, cookiesFrom, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

async function createUser(email: string, password: string, status: "active" | "paused" = "active") {
  const { deps } = await getTestApp();
  const [row] = await deps.db
    .insert(users)
    .values({
      email,
      username: email,
      name: "Test User",
      role: "content_editor",
      status,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** Moves every rotation back past the renewal grace window, as if that time had passed. */
async function graceWindowPasses() {
  const { deps } = await getTestApp();
  await deps.db
    .update(sessions)
    .set({ rotatedAt: new Date(Date.now() - (RENEWAL_GRACE_SECONDS + 1) * 1000) })
    .where(isNotNull(sessions.rotatedAt));
}

describe(`staff sign-in [${testDriver}]`, () => {
  // Failed sign-ins are counted per account and address; each test starts with a clean slate.
  afterEach(() => truncate("rate_limit_buckets"));

  it("signs in a seeded admin, sets httpOnly strict cookies and answers /me", async () => {
    const { credentials } = await getTestApp();
    const admin = credentials.find((c) => c.role === "admin");
    const result = await call("POST", "/api/auth/login", {
      body: { email: admin?.email.toUpperCase(), password: admin?.password },
    });
    expect(result.status).toBe(200);
    const body = loginResponseSchema.parse(result.body);
    expect(body.user.role).toBe("admin");
    expect(body.user.lastLogin).not.toBeNull();
    const setCookies = result.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("access_token="))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith("refresh_token="))).toMatch(/SameSite=Strict/i);
    // The public site's hint: no token in it, readable by the page's scripts, sent with every page.
    const hint = setCookies.find((c) => c.startsWith(`${signedInHintCookie}=`));
    expect(hint).toMatch(new RegExp(`^${signedInHintCookie}=1;`));
    expect(hint).toMatch(/Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const me = await call("GET", "/api/auth/me", { cookie: cookiesFrom(result.headers) });
    expect(me.status).toBe(200);
    expect((me.body as { user: { email: string } }).user.email).toBe(admin?.email);
  });

  it("keeps the portal's language on the account (the digest's language), and names a bad one", async () => {
    const cookie = await signIn("pastor");
    const before = await call("GET", "/api/auth/me", { cookie });
    expect((before.body as { user: { language: string } }).user.language).toBe("en");
    expect((await call("PUT", "/api/auth/language", { cookie, body: { language: "sw" } })).status).toBe(200);
    const after = await call("GET", "/api/auth/me", { cookie });
    expect((after.body as { user: { language: string } }).user.language).toBe("sw");
    const bad = await call("PUT", "/api/auth/language", { cookie, body: { language: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { language: expect.any(String) } } });
    expect((await call("PUT", "/api/auth/language", { body: { language: "sw" } })).status).toBe(401);
    await call("PUT", "/api/auth/language", { cookie, body: { language: "en" } });
  });

  it("answers a wrong password and an unknown e-mail with one and the same refusal", async () => {
    const { credentials } = await getTestApp();
    const admin = credentials.find((c) => c.role === "admin");
    const wrong = await call("POST", "/api/auth/login", {
      body: { email: admin?.email, password: "not-the-password" },
    });
    const unknown = await call("POST", "/api/auth/login", {
      body: { email: "nobody@example.org", password: "whatever1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: { code: "unauthorized", message: authMessages.invalidCredentials } });
  });

  it("takes about the same time for an unknown e-mail as for a wrong password", async () => {
    const known = await createUser("timing@example.org", "correct-horse-0");
    const time = async (email: string | undefined) => {
      const started = performance.now();
      await call("POST", "/api/auth/login", { body: { email, password: "not-the-password" } });
      return performance.now() - started;
    };
    await time("warm@example.org");
    const median = async (email: string | undefined) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) runs.push(await time(email));
      return runs.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrong = await median(known.email);
    await truncate("rate_limit_buckets"); // five failures so far: stay under the per-account limit
    const unknown = await median("nobody@example.org");
    // Both verify one scrypt hash; without the dummy hash the unknown case would take ~0 ms.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
  });

  it("names the missing fields with the spec's text", async () => {
    const result = await call("POST", "/api/auth/login", { body: {} });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: {
        code: "validation_error",
        fields: { email: authMessages.required, password: authMessages.required },
      },
    });
  });

  it("rejects malformed JSON with a 400 in the error shape", async () => {
    const result = await call("POST", "/api/auth/login", { body: "{not json" });
    expect(result.status).toBe(400);
  });

  it("refuses a paused account with the Access Denied text, also on refresh", async () => {
    const user = await createUser("paused-later@example.org", "correct-horse-1");
    const login = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "correct-horse-1" },
    });
    expect(login.status).toBe(200);
    const cookie = cookiesFrom(login.headers);
    const { deps } = await getTestApp();
    await deps.db.update(users).set({ status: "paused" }).where(eq(users.id, user.id));

    const again = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "correct-horse-1" },
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ error: { code: "forbidden", message: authMessages.accessDenied } });
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(401);
    expect((await call("POST", "/api/auth/refresh", { cookie })).status).toBe(403);
  });

  it("rotates the refresh token and ends the family when an old one is reused after the grace window", async () => {
    await createUser("rotate@example.org", "correct-horse-2");
    const login = await call("POST", "/api/auth/login", {
      body: { email: "rotate@example.org", password: "correct-horse-2" },
    });
    const first = cookiesFrom(login.headers);
    const refreshed = await call("POST", "/api/auth/refresh", { cookie: first });
    expect(refreshed.status).toBe(200);
    const second = cookiesFrom(refreshed.headers, first);
    expect(second).not.toEqual(first);
    expect((await call("GET", "/api/auth/me", { cookie: second })).status).toBe(200);

    // The first refresh token again, later than a concurrent renewal could be: treated as stolen,
    // the whole family ends.
    await graceWindowPasses();
    const reuse = await call("POST", "/api/auth/refresh", { cookie: first });
    expect(reuse.status).toBe(401);
    expect((await call("GET", "/api/auth/me", { cookie: second })).status).toBe(401);
    expect((await call("POST", "/api/auth/refresh", { cookie: second })).status).toBe(401);
  });

  it("answers 16 concurrent renewals with one token with the same new session, signing nobody out", async () => {
    await createUser("tabs@example.org", "correct-horse-4");
    const login = await call("POST", "/api/auth/login", {
      body: { email: "tabs@example.org", password: "correct-horse-4" },
    });
    const first = cookiesFrom(login.headers);
    const refreshOnly = first
      .split("; ")
      .filter((c) => c.startsWith("refresh_token="))
      .join("; ");
    // Tabs and the records app renew at once: the refresh endpoint and the session read both renew.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? call("POST", "/api/auth/refresh", { cookie: first })
          : call("GET", "/api/auth/session", { cookie: refreshOnly }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect(
      answers.every((a) => (a.body as { user: { email: string } | null }).user?.email === "tabs@example.org"),
    ).toBe(true);
    const tokens = new Set(
      answers.map((a) => /refresh_token=([^;]+)/.exec(a.headers.getSetCookie().join(";"))?.[1]),
    );
    expect(tokens.size).toBe(1);
    const after = cookiesFrom(answers[0]?.headers ?? new Headers(), first);
    expect((await call("GET", "/api/auth/me", { cookie: after })).status).toBe(200);
    // The browser's later renewal with the shared new token rotates normally.
    const next = await call("POST", "/api/auth/refresh", { cookie: after });
    expect(next.status).toBe(200);
    const { deps } = await getTestApp();
    const user = await deps.db.select().from(users).where(eq(users.email, "tabs@example.org"));
    const rows = await deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user[0]?.id ?? ""));
    // One rotation per renewal that the browser asked for, not one per tab; nothing revoked.
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.revokedAt)).toEqual([]);
  });

  it("logout ends the session on the server, not only in the browser", async () => {
    const cookie = await signIn("pastor");
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(200);
    const out = await call("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    // The public site's hint goes with the session.
    expect(out.headers.getSetCookie().find((c) => c.startsWith(`${signedInHintCookie}=`))).toMatch(
      /Max-Age=0/,
    );
    // The old cookie values no longer work even if a client kept them.
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(401);
    expect((await call("POST", "/api/auth/refresh", { cookie })).status).toBe(401);
  });

  it("changes the password after checking the current one, ending other sessions", async () => {
    await createUser("change@example.org", "correct-horse-3");
    const signInAs = async (password: string) =>
      call("POST", "/api/auth/login", { body: { email: "change@example.org", password } });
    const a = cookiesFrom((await signInAs("correct-horse-3")).headers);
    const b = cookiesFrom((await signInAs("correct-horse-3")).headers);
    const wrong = await call("PUT", "/api/auth/change-password", {
      cookie: a,
      body: { currentPassword: "nope-nope", newPassword: "new-password-9" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { fields: { currentPassword: authMessages.wrongCurrentPassword } },
    });
    const short = await call("PUT", "/api/auth/change-password", {
      cookie: a,
      body: { currentPassword: "correct-horse-3", newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { fields: { newPassword: expect.any(String) } } });
    const ok = await call("PUT", "/api/auth/change-password", {
      cookie: a,
      body: { currentPassword: "correct-horse-3", newPassword: "new-password-9" },
    });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie: a })).status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie: b })).status).toBe(401);
    expect((await signInAs("correct-horse-3")).status).toBe(401);
    expect((await signInAs("new-password-9")).status).toBe(200);
  });

  it("stores refresh tokens only as hashes", async () => {
    const login = await call("POST", "/api/auth/login", {
      body: {
        email: (await getTestApp()).credentials[0]?.email,
        password: (await getTestApp()).credentials[0]?.password,
      },
    });
    const token = /refresh_token=([^;]+)/.exec(login.headers.getSetCookie().join(";"))?.[1];
    expect(token).toBeTruthy();
    const { deps } = await getTestApp();
    const rows = await deps.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it("answers the session as null when signed out and renews an expired access token", async () => {
    const anonymous = await call("GET", "/api/auth/session");
    expect(anonymous).toMatchObject({ status: 200, body: { user: null } });

    const cookie = await signIn("pastor");
    const live = await call("GET", "/api/auth/session", { cookie });
    expect((live.body as { user: { role: string } }).user.role).toBe("pastor");

    // Only the refresh cookie left (the access cookie expired in the browser): renewed in one call.
    const refreshOnly = cookie
      .split("; ")
      .filter((c) => c.startsWith("refresh_token="))
      .join("; ");
    const renewed = await call("GET", "/api/auth/session", { cookie: refreshOnly });
    expect((renewed.body as { user: { role: string } }).user.role).toBe("pastor");
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith("access_token="))).toBe(true);

    // The refresh token rotated: presenting it again after the grace window ends the session family.
    await graceWindowPasses();
    const reused = await call("GET", "/api/auth/session", { cookie: refreshOnly });
    expect(reused.body).toEqual({ user: null });
  });
});
