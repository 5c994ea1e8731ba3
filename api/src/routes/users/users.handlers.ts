import { randomBytes } from "node:crypto";
import { accountLinkMessages, type endpoints, type StaffUser, userMessages } from "@church/contracts";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { sendAccountLink } from "../../services/auth/account-links.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { toSessionUser, userSnapshot } from "../../services/auth/session-user.ts";
import { endUserSessions } from "../../services/auth/sessions.ts";

type UserRow = typeof users.$inferSelect;

const toStaffUser = (row: UserRow): StaffUser => ({
  ...toSessionUser(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicate = () => conflict(userMessages.duplicate);
const lastAdmin = () => conflict(userMessages.lastAdmin);

/** A unique index refused the row (two admins creating the same e-mail at once). */
const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

async function emailOrUsernameTaken(db: Db, email: string, username: string, exceptId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.email})`, email.toLowerCase()),
          eq(sql`lower(${users.username})`, username.toLowerCase()),
        ),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Whether `target` is the only active administrator. The active admins' rows are locked for the rest
 * of the transaction, so two admins demoting each other at the same moment cannot both succeed.
 */
async function isLastActiveAdmin(tx: Db, target: UserRow): Promise<boolean> {
  if (target.role !== "admin" || target.status !== "active") return false;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .for("update");
  return admins.length <= 1;
}

export function createUsersHandlers(deps: AppDeps) {
  const { db, env } = deps;

  async function findOrThrow(tx: Db, id: string): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for("update");
    if (!row) throw notFound(userMessages.notFound);
    return row;
  }

  const list: Handler<typeof endpoints.users.list> = async () => {
    const rows = await db.select().from(users).orderBy(asc(users.name), asc(users.email));
    return { users: rows.map(toStaffUser) };
  };

  const create: Handler<typeof endpoints.users.create> = async ({ user, body }) => {
    if (await emailOrUsernameTaken(db, body.email, body.username)) throw duplicate();
    // A password nobody knows until the invitation's link sets one (no administrator ever types it).
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username: body.username,
            email: body.email,
            name: body.name,
            role: body.role,
            passwordHash,
          })
          .returning();
        if (!row) throw new Error("user insert returned nothing");
        await sendAccountLink(tx, env, row, "invite");
        await recordAudit(tx, {
          actor: user,
          action: "user.create",
          entityType: "user",
          entityId: row.id,
          before: null,
          after: userSnapshot(row),
        });
        return row;
      });
      return { user: toStaffUser(created), message: userMessages.created };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  };

  const update: Handler<typeof endpoints.users.update> = async ({ user, params, body }) => {
    if (await emailOrUsernameTaken(db, body.email, body.username, params.id)) throw duplicate();
    try {
      const updated = await db.transaction(async (tx) => {
        const before = await findOrThrow(tx, params.id);
        if (body.role !== "admin" && (await isLastActiveAdmin(tx, before))) throw lastAdmin();
        const [row] = await tx
          .update(users)
          .set({
            username: body.username,
            email: body.email,
            name: body.name,
            role: body.role,
          })
          .where(eq(users.id, params.id))
          .returning();
        if (!row) throw notFound(userMessages.notFound);
        await recordAudit(tx, {
          actor: user,
          action: "user.update",
          entityType: "user",
          entityId: row.id,
          before: userSnapshot(before),
          after: userSnapshot(row),
        });
        return row;
      });
      return { user: toStaffUser(updated), message: userMessages.updated };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  };

  /** A new invitation e-mail (a lost or expired one); the older links of the account stop working. */
  const invite: Handler<typeof endpoints.users.invite> = async ({ user, params }) => {
    const invited = await db.transaction(async (tx) => {
      const row = await findOrThrow(tx, params.id);
      if (row.status !== "active") throw conflict(accountLinkMessages.pausedAccount);
      await sendAccountLink(tx, env, row, "invite");
      await recordAudit(tx, { actor: user, action: "user.invite", entityType: "user", entityId: row.id });
      return row;
    });
    return { user: toStaffUser(invited), message: accountLinkMessages.invitationSent };
  };

  const pause: Handler<typeof endpoints.users.pause> = async ({ user, params }) => {
    if (params.id === user.id) throw conflict(userMessages.notYourself);
    const paused = await db.transaction(async (tx) => {
      const before = await findOrThrow(tx, params.id);
      if (await isLastActiveAdmin(tx, before)) throw lastAdmin();
      const [row] = await tx
        .update(users)
        .set({ status: "paused" })
        .where(eq(users.id, params.id))
        .returning();
      if (!row) throw notFound(userMessages.notFound);
      // Sessions end at once: the next request of that account is refused, its refresh token too.
      await endUserSessions(tx, row.id);
      await recordAudit(tx, {
        actor: user,
        action: "user.pause",
        entityType: "user",
        entityId: row.id,
        before: userSnapshot(before),
        after: userSnapshot(row),
      });
      return row;
    });
    return { user: toStaffUser(paused), message: userMessages.paused };
  };

  const activate: Handler<typeof endpoints.users.activate> = async ({ user, params }) => {
    const active = await db.transaction(async (tx) => {
      const before = await findOrThrow(tx, params.id);
      const [row] = await tx
        .update(users)
        .set({ status: "active" })
        .where(eq(users.id, params.id))
        .returning();
      if (!row) throw notFound(userMessages.notFound);
      await recordAudit(tx, {
        actor: user,
        action: "user.activate",
        entityType: "user",
        entityId: row.id,
        before: userSnapshot(before),
        after: userSnapshot(row),
      });
      return row;
    });
    return { user: toStaffUser(active), message: userMessages.activated };
  };

  const remove: Handler<typeof endpoints.users.remove> = async ({ user, params }) => {
    if (params.id === user.id) throw conflict(userMessages.notYourself);
    await db.transaction(async (tx) => {
      const before = await findOrThrow(tx, params.id);
      if (await isLastActiveAdmin(tx, before)) throw lastAdmin();
      await tx.delete(users).where(eq(users.id, params.id));
      await recordAudit(tx, {
        actor: user,
        action: "user.delete",
        entityType: "user",
        entityId: before.id,
        before: userSnapshot(before),
        after: null,
      });
    });
    return { success: true as const, message: userMessages.deleted };
  };

  return { list, create, update, invite, pause, activate, remove };
}
