import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { newRefreshToken } from "./tokens.ts";

export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

export async function startSession(db: Db, userId: string, lifetimes: SessionLifetimes, userAgent?: string) {
  const refreshToken = newRefreshToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      familyId: randomUUID(),
      tokenHash: hashToken(refreshToken),
      expiresAt: secondsFromNow(lifetimes.idleSeconds),
      familyExpiresAt: secondsFromNow(lifetimes.absoluteSeconds),
      userAgent: userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session insert returned nothing");
  return { sessionId: session.id, refreshToken };
}

export type RotateResult =
  | { ok: true; sessionId: string; refreshToken: string; user: typeof users.$inferSelect }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" | "paused" };

/**
 * Exchanges a refresh token for a new one in the same family. The old row is marked rotated in the same
 * statement that checks it was not rotated yet, so two concurrent refreshes cannot both win; a token
 * presented again after rotation is treated as stolen and ends the whole family.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  lifetimes: SessionLifetimes,
): Promise<RotateResult> {
  const tokenHash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    if (!current) return { ok: false, reason: "unknown" } as const;
    if (current.revokedAt) return { ok: false, reason: "revoked" } as const;
    const now = new Date();
    if (current.rotatedAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, current.familyId), isNull(sessions.revokedAt)));
      return { ok: false, reason: "reused" } as const;
    }
    if (current.expiresAt <= now || current.familyExpiresAt <= now) {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, current.id));
      return { ok: false, reason: "expired" } as const;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, current.userId)).limit(1);
    if (user?.status !== "active") return { ok: false, reason: "paused" } as const;
    const claimed = await tx
      .update(sessions)
      .set({ rotatedAt: now })
      .where(and(eq(sessions.id, current.id), isNull(sessions.rotatedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) return { ok: false, reason: "reused" } as const;
    const next = newRefreshToken();
    const idleEnd = secondsFromNow(lifetimes.idleSeconds);
    const [created] = await tx
      .insert(sessions)
      .values({
        userId: current.userId,
        familyId: current.familyId,
        tokenHash: hashToken(next),
        expiresAt: new Date(Math.min(idleEnd.getTime(), current.familyExpiresAt.getTime())),
        familyExpiresAt: current.familyExpiresAt,
        userAgent: current.userAgent,
      })
      .returning({ id: sessions.id });
    if (!created) throw new Error("session insert returned nothing");
    return { ok: true, sessionId: created.id, refreshToken: next, user } as const;
  });
}

/** Ends the family a session belongs to (logout). */
export async function endSessionFamily(db: Db, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, row.familyId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, optionally keeping one (password change keeps the current one). */
export async function endUserSessions(db: Db, userId: string, keepFamilyOf?: string): Promise<void> {
  let keepFamily: string | undefined;
  if (keepFamilyOf) {
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.id, keepFamilyOf));
    keepFamily = row?.familyId;
  }
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamily ? ne(sessions.familyId, keepFamily) : undefined,
      ),
    );
}
