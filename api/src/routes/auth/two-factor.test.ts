import { loginChallengeSchema, twoFactorMessages } from "@church/contracts";
import { and, desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { call, cookiesFrom, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

async function createUser(email: string, password: string, role: "pastor" | "admin" = "pastor") {
  const { deps } = await getTestApp();
  const [row] = await deps.db
    .insert(users)
    .values({ email, username: email, name: "Two Factor", role, passwordHash: await hashPassword(password) })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

const codeAt = (secret: string, secondsAgo = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() - secondsAgo * 1000,
  });

/**
 * A valid code of a time step not spent yet: the server accepts the current step and one either side
 * but each step only once, so the next step's code is taken first (it stays valid the longest).
 */
async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    for (const secondsAgo of [-30, 0, 30]) {
      const step = String(Math.floor((Date.now() - secondsAgo * 1000) / 30_000));
      if (!used.has(step)) {
        used.add(step);
        return codeAt(secret, secondsAgo);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const login = (email: string, password: string) =>
  call("POST", "/api/auth/login", { body: { email, password } });

async function lastCodeMailedTo(email: string): Promise<string> {
  const { deps } = await getTestApp();
  const [mail] = await deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = /code is (\d{6})/.exec(mail?.textBody ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs in and turns TOTP on; answers the secret, the recovery codes and the codes already spent. */
async function withTotp(email: string, password: string) {
  await createUser(email, password);
  const cookie = cookiesFrom((await login(email, password)).headers);
  const setup = await call("POST", "/api/auth/2fa/setup", { cookie, body: { method: "totp" } });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrCodeDataUrl } = setup.body as {
    secret: string;
    otpauthUrl: string;
    qrCodeDataUrl: string;
  };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const used = new Set<string>();
  const enabled = await call("POST", "/api/auth/2fa/enable", {
    cookie,
    body: { code: await freshCode(secret, used) },
  });
  expect(enabled.status).toBe(200);
  const body = enabled.body as { user: { twoFactorEnabled: boolean }; recoveryCodes: string[] };
  expect(body.user.twoFactorEnabled).toBe(true);
  expect(body.recoveryCodes).toHaveLength(10);
  return { cookie, secret, recoveryCodes: body.recoveryCodes, used };
}

describe(`two-factor authentication [${testDriver}]`, () => {
  afterEach(() => truncate("rate_limit_buckets"));

  it("turns TOTP on only with the authenticator's current code, never a wrong or an old one", async () => {
    await createUser("totp-setup@example.org", "correct-horse-5");
    const cookie = cookiesFrom((await login("totp-setup@example.org", "correct-horse-5")).headers);
    const setup = await call("POST", "/api/auth/2fa/setup", { cookie, body: { method: "totp" } });
    const { secret } = setup.body as { secret: string };

    const wrongCode = codeAt(secret) === "000000" ? "111111" : "000000";
    const wrong = await call("POST", "/api/auth/2fa/enable", { cookie, body: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: twoFactorMessages.invalidCode } });
    const old = await call("POST", "/api/auth/2fa/enable", { cookie, body: { code: codeAt(secret, 180) } });
    expect(old.status).toBe(400);

    const { deps } = await getTestApp();
    const [before] = await deps.db.select().from(users).where(eq(users.email, "totp-setup@example.org"));
    expect(before?.twoFactorEnabled).toBe(false);
    // The secret is stored encrypted, never as the base32 text the app showed.
    expect(before?.twoFactorPendingSecret).toBeTruthy();
    expect(before?.twoFactorPendingSecret).not.toContain(secret);

    const right = await call("POST", "/api/auth/2fa/enable", { cookie, body: { code: codeAt(secret) } });
    expect(right.status).toBe(200);
    const [after] = await deps.db.select().from(users).where(eq(users.email, "totp-setup@example.org"));
    expect(after).toMatchObject({
      twoFactorEnabled: true,
      twoFactorMethod: "totp",
      twoFactorPendingSecret: null,
    });
    const codes = (right.body as { recoveryCodes: string[] }).recoveryCodes;
    // Recovery codes are kept only as hashes.
    expect(after?.twoFactorRecoveryCodes).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(after?.twoFactorRecoveryCodes)).not.toContain(code);
    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.2fa_enable"), eq(auditLog.entityId, after?.id ?? "")));
    expect(entry).toBeTruthy();
  });

  it("asks for the code at sign-in and refuses a wrong, an old and a replayed code", async () => {
    const { secret, used } = await withTotp("totp-login@example.org", "correct-horse-6");
    const first = await login("totp-login@example.org", "correct-horse-6");
    expect(first.status).toBe(200);
    const challenge = loginChallengeSchema.parse(first.body);
    expect(challenge.method).toBe("totp");
    // No session yet: the password alone is not enough.
    expect(first.headers.getSetCookie().some((c) => c.startsWith("access_token="))).toBe(false);

    const second = (code: string) =>
      call("POST", "/api/auth/login/2fa", { body: { challengeId: challenge.challengeId, code } });
    const wrong = await second(codeAt(secret) === "123456" ? "654321" : "123456");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: twoFactorMessages.invalidCode } });
    expect((await second(codeAt(secret, 120))).status).toBe(400);
    // The code that turned 2FA on was spent then; it cannot be used again in its window.
    const [spentStep] = [...used];
    const spent = codeAt(secret, Date.now() / 1000 - Number(spentStep) * 30 - 1);
    expect((await second(spent)).status).toBe(400);

    const right = await second(await freshCode(secret, used));
    expect(right.status).toBe(200);
    const cookie = cookiesFrom(right.headers);
    const me = await call("GET", "/api/auth/me", { cookie });
    expect(me.body).toMatchObject({ user: { email: "totp-login@example.org", twoFactorEnabled: true } });
    // The challenge is spent: the same step cannot open a second session.
    expect((await second(codeAt(secret))).status).toBe(401);
  });

  it("ends a challenge after five wrong codes", async () => {
    const { secret } = await withTotp("totp-guess@example.org", "correct-horse-7");
    const challenge = loginChallengeSchema.parse(
      (await login("totp-guess@example.org", "correct-horse-7")).body,
    );
    const wrongCode = codeAt(secret) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const result = await call("POST", "/api/auth/login/2fa", {
        body: { challengeId: challenge.challengeId, code: wrongCode },
      });
      expect(result.status).toBe(400);
    }
    const late = await call("POST", "/api/auth/login/2fa", {
      body: { challengeId: challenge.challengeId, code: codeAt(secret) },
    });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ error: { message: twoFactorMessages.challengeExpired } });
  });

  it("accepts each recovery code once", async () => {
    const { recoveryCodes } = await withTotp("totp-recovery@example.org", "correct-horse-8");
    const [code, other] = recoveryCodes;
    const signInWith = async (recovery: string | undefined) => {
      const challenge = loginChallengeSchema.parse(
        (await login("totp-recovery@example.org", "correct-horse-8")).body,
      );
      return call("POST", "/api/auth/login/2fa", {
        body: { challengeId: challenge.challengeId, code: recovery?.toUpperCase() },
      });
    };
    expect((await signInWith(code)).status).toBe(200);
    const again = await signInWith(code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { message: twoFactorMessages.invalidCode } });
    expect((await signInWith(other)).status).toBe(200);
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(users).where(eq(users.email, "totp-recovery@example.org"));
    expect(row?.twoFactorRecoveryCodes).toHaveLength(8);
  });

  it("turns 2FA off only with the current code", async () => {
    const { cookie, secret, used } = await withTotp("totp-off@example.org", "correct-horse-9");
    const wrongCode = codeAt(secret) === "000000" ? "111111" : "000000";
    const refused = await call("POST", "/api/auth/2fa/disable", { cookie, body: { code: wrongCode } });
    expect(refused.status).toBe(400);
    const off = await call("POST", "/api/auth/2fa/disable", {
      cookie,
      body: { code: await freshCode(secret, used) },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ user: { twoFactorEnabled: false, twoFactorMethod: null } });
    const next = await login("totp-off@example.org", "correct-horse-9");
    expect(next.body).toMatchObject({ user: { email: "totp-off@example.org" } });
  });

  it("e-mails a 6-digit code through the outbox for setup and for each sign-in", async () => {
    await createUser("mail-2fa@example.org", "correct-horse-10");
    const cookie = cookiesFrom((await login("mail-2fa@example.org", "correct-horse-10")).headers);
    const setup = await call("POST", "/api/auth/2fa/setup", { cookie, body: { method: "email" } });
    expect(setup.body).toEqual({ method: "email", secret: null, otpauthUrl: null, qrCodeDataUrl: null });
    const setupCode = await lastCodeMailedTo("mail-2fa@example.org");
    const enabled = await call("POST", "/api/auth/2fa/enable", {
      cookie,
      body: { code: setupCode, method: "email" },
    });
    expect(enabled.status).toBe(200);

    const first = loginChallengeSchema.parse((await login("mail-2fa@example.org", "correct-horse-10")).body);
    expect(first.method).toBe("email");
    const code = await lastCodeMailedTo("mail-2fa@example.org");
    expect(code).toMatch(/^\d{6}$/);
    const { deps } = await getTestApp();
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "mail-2fa@example.org"));
    expect(mails.every((m) => m.status === "pending")).toBe(true);
    expect(mails.at(-1)?.textBody).toContain("Nambari yako ya uthibitisho");

    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      (await call("POST", "/api/auth/login/2fa", { body: { challengeId: first.challengeId, code: wrong } }))
        .status,
    ).toBe(400);
    const ok = await call("POST", "/api/auth/login/2fa", { body: { challengeId: first.challengeId, code } });
    expect(ok.status).toBe(200);
  });

  it("lets an admin require 2FA for admin and pastor accounts, which then may only reach their settings", async () => {
    const { cookie: adminCookie } = await (async () => {
      const result = await withTotp("secure-admin@example.org", "correct-horse-11");
      const { deps } = await getTestApp();
      await deps.db.update(users).set({ role: "admin" }).where(eq(users.email, "secure-admin@example.org"));
      return result;
    })();
    const pastor = await signIn("pastor");
    const editor = await signIn("content_editor");
    try {
      const on = await call("PUT", "/api/auth/security-settings", {
        cookie: adminCookie,
        body: { requireTwoFactorForPastoral: true },
      });
      expect(on.status).toBe(200);
      const session = await call("GET", "/api/auth/session", { cookie: pastor });
      expect(session.body).toMatchObject({ user: { twoFactorSetupRequired: true } });
      const records = await call("GET", "/api/crm/records", { cookie: pastor });
      expect(records.status).toBe(403);
      expect(records.body).toMatchObject({ error: { message: twoFactorMessages.setupRequired } });
      // A chunked body (no Content-Length) is held by the body limit first: the rule holds for it too.
      const { app } = await getTestApp();
      const chunked = await app.request("/api/crm/records", {
        method: "POST",
        headers: { cookie: pastor, "content-type": "application/json" },
        body: new Blob(['{"firstName":"Amani"}']).stream(),
        duplex: "half",
      } as RequestInit);
      expect(chunked.status).toBe(403);
      expect(await chunked.json()).toMatchObject({ error: { message: twoFactorMessages.setupRequired } });
      // Own settings still work, and roles without pastoral data are not affected.
      expect(
        (await call("POST", "/api/auth/2fa/setup", { cookie: pastor, body: { method: "totp" } })).status,
      ).toBe(200);
      expect((await call("GET", "/api/auth/me", { cookie: editor })).body).toMatchObject({
        user: { twoFactorSetupRequired: false },
      });
    } finally {
      const off = await call("PUT", "/api/auth/security-settings", {
        cookie: adminCookie,
        body: { requireTwoFactorForPastoral: false },
      });
      expect(off.status).toBe(200);
    }
    expect((await call("GET", "/api/crm/records", { cookie: pastor })).status).toBe(200);
  });

  it("refuses to require 2FA from an admin who has none", async () => {
    const admin = await signIn("admin");
    const result = await call("PUT", "/api/auth/security-settings", {
      cookie: admin,
      body: { requireTwoFactorForPastoral: true },
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: { message: twoFactorMessages.ownTwoFactorFirst } });
  });
});
