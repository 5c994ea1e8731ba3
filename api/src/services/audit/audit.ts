import type { AuditEntry, AuditListQuery } from "@church/contracts";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";

/** Who did it: the signed-in staff member (an AuthUser fits), or null for the system itself. */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export type AuditSnapshot = Record<string, unknown> | null;

export interface AuditRecord {
  actor: AuditActor | null;
  /** "<entity>.<verb>", e.g. "user.create", "donation.refund", "crm_record.update". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The row before the change (null on create); leave out secrets and password hashes. */
  before?: AuditSnapshot;
  /** The row after the change (null on delete). */
  after?: AuditSnapshot;
}

/** What `details` holds in the audit_log table. */
interface StoredDetails {
  actorName?: string;
  actorEmail?: string;
  before?: AuditSnapshot;
  after?: AuditSnapshot;
}

/** Values as JSON would store them (dates as ISO text), so what is read back equals what was written. */
const plain = (snapshot: AuditSnapshot | undefined): AuditSnapshot =>
  snapshot ? (JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>) : null;

/**
 * Records one staff action. Call it with the transaction that made the change (`tx`), so the change
 * and its audit entry are written together or not at all:
 * `await recordAudit(tx, { actor: user, action: "user.pause", entityType: "user", entityId, before, after })`.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const details: StoredDetails = {
    actorName: record.actor?.name,
    actorEmail: record.actor?.email,
    before: plain(record.before),
    after: plain(record.after),
  };
  await db.insert(auditLog).values({
    userId: record.actor?.id ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId ?? null,
    details: details as Record<string, unknown>,
  });
}

/** The log, newest first, filtered by entity and actor. */
export async function listAudit(
  db: Db,
  query: Required<Pick<AuditListQuery, "limit" | "offset">> & Omit<AuditListQuery, "limit" | "offset">,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.userId, query.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: auditLog, userName: users.name, userEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(Number(query.limit))
      .offset(Number(query.offset)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries = rows.map(({ entry, userName, userEmail }): AuditEntry => {
    const details = entry.details as StoredDetails;
    // The name at the time of the action wins; entries written without one fall back to the account.
    const email = details.actorEmail ?? userEmail;
    return {
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor: email ? { id: entry.userId, name: details.actorName ?? userName ?? "", email } : null,
      before: details.before ?? null,
      after: details.after ?? null,
    };
  });
  return { entries, total: Number(totals[0]?.total ?? 0) };
}
