import { authMessages } from "@church/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { hitRateLimit, peekRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { call, getTestApp, testDriver, truncate } from "../../test/test-app.ts";

async function createUser(email: string, password: string) {
  const { deps } = await getTestApp();
  await deps.db.insert(users).values({
    email,
    username: email,
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
  app?: ReturnType<typeof createApp>,
) {
  const target = app ?? (await getTestApp()).app;
  const response = await target.request(
    "/api/auth/login",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe(`sign-in abuse limits [${testDriver}]`, () => {
  afterEach(() => truncate("rate_limit_buckets"));

  it("refuses the 6th wrong password within a minute with 429, even when the password is right", async () => {
    await createUser("brute@example.org", "correct-horse-20");
    for (let i = 1; i <= 5; i++) {
      const wrong = await call("POST", "/api/auth/login", {
        body: { email: "brute@example.org", password: `guess-${i}` },
      });
      expect(wrong.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await call("POST", "/api/auth/login", {
      body: { email: "brute@example.org", password: "guess-6" },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: { code: "rate_limited", message: authMessages.tooManyAttempts } });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    const right = await call("POST", "/api/auth/login", {
      body: { email: "BRUTE@example.org", password: "correct-horse-20" },
    });
    expect(right.status).toBe(429);
  });

  it("makes the wait grow with every attempt made while locked", async () => {
    await createUser("growing@example.org", "correct-horse-21");
    for (let i = 0; i < 5; i++) {
      await call("POST", "/api/auth/login", {
        body: { email: "growing@example.org", password: "nope-nope" },
      });
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const locked = await call("POST", "/api/auth/login", {
        body: { email: "growing@example.org", password: "nope-nope" },
      });
      expect(locked.status).toBe(429);
      waits.push(Number(locked.headers.get("retry-after")));
    }
    expect(waits[3]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[3]).toBeGreaterThanOrEqual(4 * 60 - 5);
  });

  it("limits one address trying many accounts, while other addresses still sign in", async () => {
    await createUser("victim@example.org", "correct-horse-22");
    for (let i = 0; i < 20; i++) {
      const result = await loginFrom("203.0.113.7", `sprayed-${i}@example.org`, "Winter2026!");
      expect(result.status).toBe(401);
    }
    expect((await loginFrom("203.0.113.7", "victim@example.org", "correct-horse-22")).status).toBe(429);
    expect((await loginFrom("198.51.100.4", "victim@example.org", "correct-horse-22")).status).toBe(200);
  });

  it("keeps the counters in the database, so every API instance enforces the same lock", async () => {
    await createUser("shared@example.org", "correct-horse-23");
    const { deps } = await getTestApp();
    const first = createApp(deps);
    const second = createApp(deps);
    for (let i = 0; i < 5; i++)
      await loginFrom("192.0.2.10", "shared@example.org", "wrong-pass", i % 2 ? first : second);
    expect((await loginFrom("192.0.2.11", "shared@example.org", "correct-horse-23", second)).status).toBe(
      429,
    );
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

  it("a successful sign-in clears the account's failures", async () => {
    await createUser("forgetful@example.org", "correct-horse-24");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await call("POST", "/api/auth/login", {
          body: { email: "forgetful@example.org", password: "nope-nope" },
        });
      }
      const ok = await call("POST", "/api/auth/login", {
        body: { email: "forgetful@example.org", password: "correct-horse-24" },
      });
      expect(ok.status).toBe(200);
    }
  });
});
