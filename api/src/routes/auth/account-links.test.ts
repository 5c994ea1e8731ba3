import { accountLinkMessages, staffUserSchema } from "@church/contracts";
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accountTokens, emailOutbox, users } from "../../db/schema.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { call, cookiesFrom, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { RESET_ANSWER_MS } from "./auth.account-links.ts";

const login = (email: string, password: string) =>
  call("POST", "/api/auth/login", { body: { email, password } });

/** An account made the way an administrator makes one: no password, an invitation e-mail. */
async function invite(suffix: string) {
  const admin = await signIn("admin");
  const result = await call("POST", "/api/users", {
    cookie: admin,
    body: {
      username: `links.${suffix}`,
      email: `links-${suffix}@example.org`,
      name: `Links ${suffix}`,
      role: "pastor",
    },
  });
  expect(result.status).toBe(201);
  return { admin, user: staffUserSchema.parse((result.body as { user: unknown }).user) };
}

/** The newest e-mail to an address and the token of its link (the part after `#token=`). */
async function lastLinkTo(email: string, page: "admin-reset-password" | "admin-invitation") {
  const { deps } = await getTestApp();
  const [mail] = await deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? "")?.[1];
  if (!mail || !token) throw new Error(`no ${page} link mailed to ${email}`);
  return { mail, token };
}

const mailsTo = async (email: string) => {
  const { deps } = await getTestApp();
  return deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
};

const setPassword = (token: string, purpose: string, newPassword: string) =>
  call("POST", "/api/auth/set-password", { body: { token, purpose, newPassword } });

const requestReset = async (email: string) => {
  const started = performance.now();
  const result = await call("POST", "/api/auth/password-reset", { body: { email } });
  return { ...result, ms: performance.now() - started };
};

const linkInvalid = {
  error: { message: accountLinkMessages.linkInvalid, fields: { token: accountLinkMessages.linkInvalid } },
};

describe(`invitations and password-reset links [${testDriver}]`, () => {
  beforeEach(() => truncate("rate_limit_buckets"));

  it("invites a new account: no password until the link sets one, the link works once and only as an invitation", async () => {
    const { user } = await invite("invited");
    const { mail, token } = await lastLinkTo(user.email, "admin-invitation");
    expect(mail.kind).toBe("account_invitation");
    // Both languages, the name, and how long the link works.
    expect(mail.textBody).toContain(`Hello ${user.name}`);
    expect(mail.textBody).toContain(`Habari ${user.name}`);
    expect(mail.textBody).toContain("within 7 days");
    // Only the hash is stored.
    const { deps } = await getTestApp();
    const stored = await deps.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Made for another purpose: refused, and the invitation still works after.
    expect(await setPassword(token, "reset", "chosen-by-me-1")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
    expect((await login(user.email, "chosen-by-me-1")).status).toBe(401);

    expect(await setPassword(token, "invite", "chosen-by-me-1")).toMatchObject({
      status: 200,
      body: { success: true, message: accountLinkMessages.passwordSet },
    });
    expect((await login(user.email, "chosen-by-me-1")).status).toBe(200);
    // Spent: a second use (even with another password) changes nothing.
    expect(await setPassword(token, "invite", "someone-else-2")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
    expect((await login(user.email, "someone-else-2")).status).toBe(401);
  });

  it("a resent invitation replaces the older link; a paused account gets none", async () => {
    const { admin, user } = await invite("resent");
    const first = await lastLinkTo(user.email, "admin-invitation");
    const resent = await call("POST", `/api/users/${user.id}/invitation`, { cookie: admin });
    expect(resent).toMatchObject({ status: 200, body: { message: accountLinkMessages.invitationSent } });
    const second = await lastLinkTo(user.email, "admin-invitation");
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(first.token, "invite", "chosen-by-me-1")).status).toBe(400);
    expect((await setPassword(second.token, "invite", "chosen-by-me-1")).status).toBe(200);

    expect((await call("PUT", `/api/users/${user.id}/pause`, { cookie: admin })).status).toBe(200);
    const refused = await call("POST", `/api/users/${user.id}/invitation`, { cookie: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: accountLinkMessages.pausedAccount } },
    });
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it("answers a reset request the same for a known and an unknown address, and mails only the known one", async () => {
    const { user } = await invite("known");
    await setPassword((await lastLinkTo(user.email, "admin-invitation")).token, "invite", "first-pass-1");
    const before = (await mailsTo(user.email)).length;

    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset("nobody-here@example.org");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: accountLinkMessages.resetRequested });
    // Neither answers before the floor, so the e-mail's work does not show in the time.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(RESET_ANSWER_MS / 2);

    expect(await mailsTo(user.email)).toHaveLength(before + 1);
    expect(await mailsTo("nobody-here@example.org")).toHaveLength(0);
    const { mail } = await lastLinkTo(user.email, "admin-reset-password");
    expect(mail.kind).toBe("password_reset");
    expect(mail.textBody).toContain("within 60 minutes");
  });

  it("a reset link sets the password once, ends every session of the account, and the old password stops", async () => {
    const { user } = await invite("reset");
    await setPassword((await lastLinkTo(user.email, "admin-invitation")).token, "invite", "first-pass-1");
    const live = cookiesFrom((await login(user.email, "first-pass-1")).headers);
    expect((await call("GET", "/api/auth/me", { cookie: live })).status).toBe(200);

    await requestReset(user.email);
    const { token } = await lastLinkTo(user.email, "admin-reset-password");
    expect(await setPassword(token, "invite", "second-pass-2")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
    expect((await setPassword(token, "reset", "second-pass-2")).status).toBe(200);

    expect((await call("GET", "/api/auth/me", { cookie: live })).status).toBe(401);
    expect((await call("POST", "/api/auth/refresh", { cookie: live })).status).toBe(401);
    expect((await login(user.email, "first-pass-1")).status).toBe(401);
    expect((await login(user.email, "second-pass-2")).status).toBe(200);
    expect(await setPassword(token, "reset", "third-pass-3")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
  });

  it("an expired link is refused", async () => {
    const { user } = await invite("expired");
    const { token } = await lastLinkTo(user.email, "admin-invitation");
    const { deps } = await getTestApp();
    await deps.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(await setPassword(token, "invite", "chosen-by-me-1")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
    expect((await login(user.email, "chosen-by-me-1")).status).toBe(401);
  });

  it("a paused account gets no reset e-mail (same answer), and an open link does not set its password", async () => {
    const { admin, user } = await invite("paused");
    const { token } = await lastLinkTo(user.email, "admin-invitation");
    expect((await call("PUT", `/api/users/${user.id}/pause`, { cookie: admin })).status).toBe(200);
    const before = (await mailsTo(user.email)).length;
    const answer = await requestReset(user.email);
    expect(answer).toMatchObject({ status: 200, body: { message: accountLinkMessages.resetRequested } });
    expect(await mailsTo(user.email)).toHaveLength(before);
    expect(await setPassword(token, "invite", "chosen-by-me-1")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe("paused");
  });

  it("limits reset requests per address and e-mail, the same for known and unknown addresses", async () => {
    for (const email of ["admin@example.org", "never-an-account@example.org"]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
      const limited = await call("POST", "/api/auth/password-reset", { body: { email } });
      expect(limited).toMatchObject({
        status: 429,
        body: { error: { code: "rate_limited", message: accountLinkMessages.tooManyRequests } },
      });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("names the field of bad input", async () => {
    const noEmail = await call("POST", "/api/auth/password-reset", { body: { email: "not-an-address" } });
    expect(noEmail).toMatchObject({
      status: 400,
      body: { error: { fields: { email: expect.any(String) } } },
    });
    const short = await setPassword("x".repeat(43), "reset", "short");
    expect(short).toMatchObject({
      status: 400,
      body: { error: { fields: { newPassword: expect.any(String) } } },
    });
    const purpose = await setPassword("x".repeat(43), "owner", "long-enough-1");
    expect(purpose).toMatchObject({
      status: 400,
      body: { error: { fields: { purpose: expect.any(String) } } },
    });
    expect(await setPassword("x".repeat(43), "reset", "long-enough-1")).toMatchObject({
      status: 400,
      body: linkInvalid,
    });
  });
});
