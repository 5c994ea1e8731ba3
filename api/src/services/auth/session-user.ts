import type { SessionUser } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { needsTwoFactorSetup } from "./security-settings.ts";

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow, twoFactorSetupRequired?: boolean): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: row.role,
    status: row.status,
    twoFactorEnabled: row.twoFactorEnabled,
    twoFactorMethod: row.twoFactorMethod ?? null,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    language: row.language,
    ...(twoFactorSetupRequired === undefined ? {} : { twoFactorSetupRequired }),
  };
}

/** What the audit log keeps of an account: never hashes or secrets. */
export const userSnapshot = (row: UserRow) => ({
  username: row.username,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  twoFactorEnabled: row.twoFactorEnabled,
  twoFactorMethod: row.twoFactorMethod,
});

/** The signed-in user as the apps see them, with whether the security settings ask them to set up 2FA. */
export const loadSessionUser = async (db: Db, row: UserRow) =>
  toSessionUser(row, await needsTwoFactorSetup(db, row));

export async function findUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User not found");
  return row;
}
