import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Role, usernameFromEmail, usernamePattern } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Env } from "../../env.ts";
import { generatePassword, hashPassword } from "../../services/auth/password.ts";
import type { Db } from "../client.ts";
import { users } from "../schema.ts";

export interface DemoCredential {
  role: Role;
  name: string;
  email: string;
  password: string;
}

const demoAccounts: Array<Omit<DemoCredential, "password"> & { username: string }> = [
  { role: "admin", name: "Church Administrator", username: "admin", email: "admin@demo.church.test" },
  { role: "pastor", name: "Pastor Demo", username: "pastor", email: "pastor@demo.church.test" },
  {
    role: "content_editor",
    name: "Content Editor Demo",
    username: "editor",
    email: "editor@demo.church.test",
  },
  { role: "usher", name: "Usher Demo", username: "usher", email: "usher@demo.church.test" },
];

/** A username from the e-mail that no other account has (compared as the unique index does, lower-cased). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`);
    if (!taken) return candidate;
  }
}

/**
 * Earlier versions stored the first admin's e-mail as its username, which the username rule refuses:
 * the account could not be saved from user management. Such usernames are replaced at start.
 */
async function repairUsernames(db: Db, logger: Logger): Promise<void> {
  const rows = await db.select({ id: users.id, username: users.username, email: users.email }).from(users);
  for (const row of rows.filter((r) => !usernamePattern.test(r.username))) {
    const username = await freeUsername(db, row.username.includes("@") ? row.username : row.email);
    await db.update(users).set({ username }).where(sql`${users.id} = ${row.id}`);
    logger.info({ userId: row.id, username }, "replaced a username the username rule refuses");
  }
}

export const demoCredentialsFile = (dataDir: string) => join(dataDir, "demo-credentials.json");

/**
 * The first admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, and in demo mode one account per role with
 * generated passwords, kept (mode 600) in the data folder so they can be printed at every start.
 */
export async function seedUsers(db: Db, env: Env, logger: Logger): Promise<DemoCredential[]> {
  await repairUsernames(db, logger);
  if (env.SEED_ADMIN_EMAIL && env.SEED_ADMIN_PASSWORD) {
    const email = env.SEED_ADMIN_EMAIL;
    const inserted = await db
      .insert(users)
      .values({
        email,
        username: await freeUsername(db, email),
        name: "Administrator",
        role: "admin",
        passwordHash: await hashPassword(env.SEED_ADMIN_PASSWORD),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0) logger.info({ email }, "created the first admin from SEED_ADMIN_EMAIL");
  }
  if (!env.DEMO_MODE) return [];

  const file = demoCredentialsFile(env.DATA_DIR);
  const known: DemoCredential[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as DemoCredential[])
    : [];
  const result: DemoCredential[] = [];
  for (const account of demoAccounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    const remembered = known.find((k) => k.email === account.email);
    if (existing && remembered) {
      result.push(remembered);
      continue;
    }
    if (existing) continue; // created elsewhere with a password we do not know
    const password = generatePassword();
    await db.insert(users).values({
      email: account.email,
      username: account.username,
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(password),
    });
    result.push({ role: account.role, name: account.name, email: account.email, password });
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`, { mode: 0o600 });
  return result;
}
