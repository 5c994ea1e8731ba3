import { authMessages } from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { emailOutbox, rateLimitBuckets, users } from "../../db/schema.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { signInLimits } from "../../services/auth/sign-in-limits.ts";
import { hitRateLimit, peekRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { cookiesFrom, getTestApp, testDriver, truncate } from "../../test/test-app.ts";

async function createUser(email: string, password: string) {
  const { deps } = await getTestApp();
  await deps.db.insert(users).values({
    email,
    username: email.split("@")[0] ?? email,
    name: "Brute Force",
    role: "pastor",
    passwordHash: await hashPassword(password),
  });
}

/** A sign-in from a given client address, as @hono/node-server would hand it to the app. */
async function loginFrom(
  address: string,
  email: string,
  password: string,
  options: { cookie?: string; app?: ReturnType<typeof createApp> } = {},
) {
  const target = options.app ?? (await getTestApp()).app;
  const response = await target.request(
    "/api/auth/login",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...(options.cookie ? { cookie: options.cookie } : {}) },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: response.status,
    headers: response.headers,
    retryAfter: Number(response.headers.get("retry-after")),
    body: (await response.json()) as unknown,
  };
}

/** Lets every lock and count run out, as if their time had passed. */
async function timePasses() {
  const { deps } = await getTestApp();
  await deps.db
    .update(rateLimitBuckets)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(
      sql`${rateLimitBuckets.key} like 'sign-in-lock:%' or ${rateLimitBuckets.key} like 'sign-in-fail:%'`,
    );
}

const wrongTimes = async (n: number, address: (i: number) => string, email: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await loginFrom(address(i), email, `wrong-guess-${i}`)).status);
  return statuses;
};

describe(`sign-in limits (docs/decisions/007-sign-in-limits.md) [${testDriver}]`, () => {
  afterEach(() => truncate("rate_limit_buckets", "email_outbox"));

  it("an attacker's tries from other addresses do not stop the real user signing in from their own", async () => {
    await createUser("victim@example.org", "correct-horse-20");
    // Enough to lock each attacking address out of the account, twice over.
    expect(await wrongTimes(12, (i) => `203.0.113.${i % 2}`, "victim@example.org")).toContain(429);
    const own = await loginFrom("198.51.100.4", "victim@example.org", "correct-horse-20");
    expect(own.status).toBe(200);
    // One request every 15 minutes, as in the review, never locks the account either.
    for (let i = 0; i < 3; i++) {
      await loginFrom("203.0.113.50", "victim@example.org", "still-wrong");
      await timePasses();
    }
    expect((await loginFrom("198.51.100.4", "victim@example.org", "correct-horse-20")).status).toBe(200);
  });

  it("slows an attacker's address on an account, without the lock growing from tries made while locked", async () => {
    await createUser("slowed@example.org", "correct-horse-21");
    const attacker = "203.0.113.9";
    expect(await wrongTimes(5, () => attacker, "slowed@example.org")).toEqual([401, 401, 401, 401, 401]);
    const locked = await loginFrom(attacker, "slowed@example.org", "wrong-again");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: { code: "rate_limited", message: authMessages.tooManyAttempts } });
    expect(locked.retryAfter).toBeGreaterThan(50);
    expect(locked.retryAfter).toBeLessThanOrEqual(60);
    // Knocking while locked (the right password included) changes nothing.
    for (let i = 0; i < 5; i++) {
      const again = await loginFrom(
        attacker,
        "slowed@example.org",
        i === 4 ? "correct-horse-21" : "x-wrong-x",
      );
      expect(again.status).toBe(429);
      expect(again.retryAfter).toBeLessThanOrEqual(60);
    }
    // The next round of failures from the same address locks it for twice as long, and so on.
    await timePasses();
    await wrongTimes(5, () => attacker, "slowed@example.org");
    const second = await loginFrom(attacker, "slowed@example.org", "wrong-again");
    expect(second.retryAfter).toBeGreaterThan(110);
    expect(second.retryAfter).toBeLessThanOrEqual(120);
  });

  it("blocks an address that sprays many accounts, for every account, while other addresses sign in", async () => {
    await createUser("sprayed@example.org", "correct-horse-22");
    const sprayer = "203.0.113.7";
    for (let i = 0; i < signInLimits.address.failures; i++) {
      expect((await loginFrom(sprayer, `sprayed-${i}@example.org`, "Winter2026!")).status).toBe(401);
    }
    const blocked = await loginFrom(sprayer, "sprayed@example.org", "correct-horse-22");
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeGreaterThan(14 * 60);
    expect((await loginFrom("198.51.100.4", "sprayed@example.org", "correct-horse-22")).status).toBe(200);
  });

  it("lets only known devices and unlock links past an account that a crowd of addresses guesses", async () => {
    const { deps } = await getTestApp();
    await createUser("crowded@example.org", "correct-horse-23");
    const home = await loginFrom("198.51.100.20", "crowded@example.org", "correct-horse-23");
    expect(home.status).toBe(200);
    const knownDevice =
      cookiesFrom(home.headers)
        .split("; ")
        .find((c) => c.startsWith("known_device=")) ?? "";
    expect(knownDevice).not.toBe("");

    const statuses = await wrongTimes(
      signInLimits.account.failures,
      (i) => `192.0.2.${i + 1}`,
      "crowded@example.org",
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const stranger = await loginFrom("198.51.100.21", "crowded@example.org", "correct-horse-23");
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ error: { code: "rate_limited", message: authMessages.accountGuarded } });
    // The owner's browser that signed in before still gets in, from any address.
    expect(
      (await loginFrom("198.51.100.22", "crowded@example.org", "correct-horse-23", { cookie: knownDevice }))
        .status,
    ).toBe(200);

    // The owner was e-mailed a link that makes a new browser a known device.
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "sign_in_unlock"));
    expect(mail?.toAddress).toBe("crowded@example.org");
    const link = /\/api\/auth\/unlock\?token=[^\s]+/.exec(mail?.textBody ?? "")?.[0] ?? "";
    const { app } = await getTestApp();
    const unlock = await app.request(link);
    expect(unlock.status).toBe(303);
    expect(unlock.headers.get("location")).toBe("/admin-login?unlocked=1");
    const unlocked = cookiesFrom(unlock.headers);
    expect(
      (await loginFrom("198.51.100.21", "crowded@example.org", "correct-horse-23", { cookie: unlocked }))
        .status,
    ).toBe(200);
    // A forged or damaged link does nothing.
    const forged = await app.request(`${link.slice(0, -3)}abc`);
    expect(forged.headers.get("location")).toBe("/admin-login?unlocked=0");
    expect(forged.headers.getSetCookie()).toEqual([]);
  });

  it("counts an IPv6 client by its /64: fresh addresses from it neither escape its lock nor guard the account", async () => {
    const { deps } = await getTestApp();
    await createUser("six@example.org", "correct-horse-26");
    // One household's /64 holds 2^64 addresses; before, each new one was a new source and 55 tries an
    // hour put the account behind its lock for everyone without a known device.
    const statuses = await wrongTimes(
      55,
      (i) => `2001:db8:77:1:${(i + 1).toString(16)}::1`,
      "six@example.org",
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(
      (await loginFrom("2001:db8:77:1:ffff:ffff:ffff:ffff", "six@example.org", "correct-horse-26")).status,
    ).toBe(429);
    // The owner on a new browser elsewhere (another /64 of the same provider too) is not kept out.
    expect((await loginFrom("2001:db8:77:2::1", "six@example.org", "correct-horse-26")).status).toBe(200);
    expect(await deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "sign_in_unlock"))).toEqual(
      [],
    );
    // IPv4 behind a dual-stack socket (::ffff:a.b.c.d) is the same client as a.b.c.d.
    await wrongTimes(5, () => "::ffff:192.0.2.77", "six@example.org");
    expect((await loginFrom("192.0.2.77", "six@example.org", "correct-horse-26")).status).toBe(429);
  });

  it("keeps the counters in the database, so every API instance enforces the same lock", async () => {
    await createUser("shared@example.org", "correct-horse-24");
    const { deps } = await getTestApp();
    const first = createApp(deps);
    const second = createApp(deps);
    for (let i = 0; i < 5; i++)
      await loginFrom("192.0.2.10", "shared@example.org", "wrong-pass", { app: i % 2 ? first : second });
    expect(
      (await loginFrom("192.0.2.10", "shared@example.org", "correct-horse-24", { app: second })).status,
    ).toBe(429);
  });

  it("counts concurrent hits exactly (one atomic upsert per hit)", async () => {
    const { deps } = await getTestApp();
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit(deps.db, "test:concurrent", rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect((await peekRateLimit(deps.db, "test:concurrent", rule)).allowed).toBe(false);
  });

  it("a successful sign-in clears the failures of its address", async () => {
    await createUser("forgetful@example.org", "correct-horse-25");
    for (let round = 0; round < 2; round++) {
      await wrongTimes(4, () => "198.51.100.30", "forgetful@example.org");
      expect((await loginFrom("198.51.100.30", "forgetful@example.org", "correct-horse-25")).status).toBe(
        200,
      );
    }
  });
});
