import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from "node:crypto";
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
 * How long after a rotation the token it replaced still renews, answering the session it was rotated
 * into rather than counting as reuse. Two tabs, or the admin portal and the records app it loads, send
 * the same cookie within milliseconds; on a slow phone network a second renewal can leave several
 * seconds after the first, before the first's answer (with the new cookie) has arrived, and the apps
 * wait 10 s for an answer. 30 s covers that with room, while a token presented later (a copy taken
 * from a stolen cookie) is still caught as reuse.
 */
export const RENEWAL_GRACE_SECONDS = 30;

/**
 * The successor's token is kept sealed with a key that only the rotated token itself yields (the row
 * stores its SHA-256, a different function), so the table alone never gives a usable token.
 */
const sealingKey = (token: string) => createHmac("sha256", token).update("session-successor").digest();

function sealFor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString("base64url")).join(".");
}

function openWith(token: string, sealed: string): string | null {
  const [iv, data, tag] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type SessionRow = typeof sessions.$inferSelect;

/** Rotations a late renewal may follow (tab A renewed twice while tab B's request was on its way). */
const MAX_FOLLOWED_ROTATIONS = 3;

/**
 * Exchanges a refresh token for a new one in the same family. The old row is marked rotated in the same
 * statement that checks it was not rotated yet, so two concurrent refreshes cannot both rotate. A token
 * presented again within RENEWAL_GRACE_SECONDS of its rotation answers the session it was rotated into
 * (the same new token); later it is treated as stolen and ends the whole family.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  lifetimes: SessionLifetimes,
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    let token = refreshToken;
    // The presented token rotates; a successor reached through the grace window is answered as it is.
    let followed = 0;
    for (let step = 0; step <= MAX_FOLLOWED_ROTATIONS + 1; step++) {
      const [current] = await tx
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!current) return { ok: false, reason: "unknown" } as const;
      if (current.revokedAt) return { ok: false, reason: "revoked" } as const;
      if (!current.rotatedAt) {
        if (followed > 0) return answerAsItIs(tx, current, token);
        const rotated = await rotateRow(tx, current, token, lifetimes);
        if (rotated) return rotated;
        // A concurrent renewal rotated it first (PostgreSQL waited for its commit): read its answer.
        continue;
      }
      const successor = followed < MAX_FOLLOWED_ROTATIONS ? withinGrace(current, token) : null;
      if (!successor) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.familyId, current.familyId), isNull(sessions.revokedAt)));
        return { ok: false, reason: "reused" } as const;
      }
      token = successor;
      followed++;
    }
    return { ok: false, reason: "reused" } as const;
  });
}

/** A live session reached through the grace window: the same token again, nothing rotates. */
async function answerAsItIs(tx: Tx, row: SessionRow, token: string): Promise<RotateResult> {
  if (row.expiresAt <= new Date() || row.familyExpiresAt <= new Date())
    return { ok: false, reason: "expired" } as const;
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (user?.status !== "active") return { ok: false, reason: "paused" } as const;
  return { ok: true, sessionId: row.id, refreshToken: token, user } as const;
}

/** The token `current` was rotated into, when that rotation is recent enough to be a concurrent renewal. */
function withinGrace(current: SessionRow, token: string): string | null {
  if (!current.rotatedAt || !current.successorToken) return null;
  if (Date.now() - current.rotatedAt.getTime() > RENEWAL_GRACE_SECONDS * 1000) return null;
  return openWith(token, current.successorToken);
}

/** Rotates an unrotated row, or answers null when a concurrent renewal claimed it first. */
async function rotateRow(
  tx: Tx,
  current: SessionRow,
  token: string,
  lifetimes: SessionLifetimes,
): Promise<RotateResult | null> {
  const now = new Date();
  if (current.expiresAt <= now || current.familyExpiresAt <= now) {
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, current.id));
    return { ok: false, reason: "expired" } as const;
  }
  const [user] = await tx.select().from(users).where(eq(users.id, current.userId)).limit(1);
  if (user?.status !== "active") return { ok: false, reason: "paused" } as const;
  const next = newRefreshToken();
  const successorId = randomUUID();
  const claimed = await tx
    .update(sessions)
    .set({ rotatedAt: now, successorId, successorToken: sealFor(token, next) })
    .where(and(eq(sessions.id, current.id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id });
  if (claimed.length === 0) return null;
  const idleEnd = secondsFromNow(lifetimes.idleSeconds);
  await tx.insert(sessions).values({
    id: successorId,
    userId: current.userId,
    familyId: current.familyId,
    tokenHash: hashToken(next),
    expiresAt: new Date(Math.min(idleEnd.getTime(), current.familyExpiresAt.getTime())),
    familyExpiresAt: current.familyExpiresAt,
    userAgent: current.userAgent,
  });
  return { ok: true, sessionId: successorId, refreshToken: next, user } as const;
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
