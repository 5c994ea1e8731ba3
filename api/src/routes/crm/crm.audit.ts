import type { ChurchRecord } from "@church/contracts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export type CrmAuditAction =
  | "crm.record.create"
  | "crm.record.update"
  | "crm.record.delete"
  | "crm.record.import";

export interface CrmAuditEntry {
  action: CrmAuditAction;
  recordId: string;
  before: ChurchRecord | null;
  after: ChurchRecord | null;
}

/**
 * Writes who changed which record, and its state before and after, in the caller's transaction: a
 * change and its audit entry are stored together or not at all. The time is the row's created_at.
 */
export async function auditRecordChanges(
  tx: Pick<Db, "insert">,
  userId: string,
  entries: readonly CrmAuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      userId,
      action: entry.action,
      entityType: "church_record",
      entityId: entry.recordId,
      details: { before: entry.before, after: entry.after },
    })),
  );
}
