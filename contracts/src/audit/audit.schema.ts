import { z } from "zod";
import { idSchema, isoDateTime } from "../common/primitives.ts";

/** A JSON snapshot of a row before or after a change (secrets and password hashes left out). */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

/** One staff action: who, what, when, and the state before and after. */
export const auditEntrySchema = z.object({
  id: idSchema,
  createdAt: isoDateTime,
  /** What happened, "<entity>.<verb>", e.g. "user.create", "user.pause", "donation.refund". */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The staff member, as they were named at the time (kept when the account is deleted later). */
  actor: z.object({ id: idSchema.nullable(), name: z.string(), email: z.string() }).nullable(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  entityType: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  actorId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().min(0),
});
