import { usernamePattern } from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver } from "../../test/test-app.ts";
import { users } from "../schema.ts";
import { seedUsers } from "./seed-users.ts";

const quiet = pino({ level: "silent" });

describe(`the first admin from SEED_ADMIN_EMAIL [${testDriver}]`, () => {
  it("gets a username the username rule accepts, so the account can be edited as it is", async () => {
    const { deps } = await getTestApp();
    await seedUsers(
      deps.db,
      { ...deps.env, SEED_ADMIN_EMAIL: "Steward@Example.org", SEED_ADMIN_PASSWORD: "long-enough-1" },
      quiet,
    );
    const [row] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'steward@example.org'`);
    expect(row?.username).toBe("steward");
    const admin = await signIn("admin");
    const saved = await call("PUT", `/api/users/${row?.id}`, {
      cookie: admin,
      body: { username: row?.username, email: row?.email, name: "Steward", role: "admin" },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as { user: { name: string } }).user.name).toBe("Steward");
  });

  it("repairs a username stored by an earlier version (the e-mail), keeping usernames unique", async () => {
    const { deps } = await getTestApp();
    const [taken] = await deps.db
      .insert(users)
      .values({
        email: "keeper@example.org",
        username: "keeper",
        name: "K",
        role: "pastor",
        passwordHash: "x",
      })
      .returning();
    const [old] = await deps.db
      .insert(users)
      .values({
        email: "keeper@other.example",
        username: "keeper@other.example",
        name: "Old",
        role: "admin",
        passwordHash: "x",
      })
      .returning();
    await seedUsers(deps.db, deps.env, quiet);
    const [repaired] = await deps.db
      .select()
      .from(users)
      .where(eq(users.id, old?.id ?? ""));
    expect(repaired?.username).toMatch(usernamePattern);
    expect(repaired?.username).not.toBe(taken?.username);
    expect(repaired?.username).toMatch(/^keeper/);
  });
});
