import { type endpoints, type OfferingEntryInput, offeringMessages, toCents } from "@church/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { churchRecords, offeringBatches, offeringEntries, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { conflict, notFound, validationError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { batchSums, entriesOf, entryById, loadBatch, lockOpenBatch, toBatch } from "./offerings.model.ts";

/** The giver and the corrected gift must exist; a correction points at a gift of another, closed batch. */
async function checkEntry(tx: Db, batchId: string, input: OfferingEntryInput) {
  if (input.personId) {
    const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.id, input.personId));
    if (!person) throw validationError({ personId: offeringMessages.personNotFound });
  }
  if (input.correctsEntryId) {
    const [original] = await tx
      .select({ batchId: offeringEntries.batchId, status: offeringBatches.status })
      .from(offeringEntries)
      .innerJoin(offeringBatches, eq(offeringBatches.id, offeringEntries.batchId))
      .where(eq(offeringEntries.id, input.correctsEntryId));
    if (!original) throw validationError({ correctsEntryId: offeringMessages.entryNotFound });
    if (original.batchId === batchId)
      throw validationError({ correctsEntryId: offeringMessages.correctsSelf });
    if (original.status !== "closed") {
      throw validationError({ correctsEntryId: offeringMessages.correctsClosedOnly });
    }
  }
}

const entryColumns = (input: OfferingEntryInput) => ({
  personId: input.personId,
  amountCents: toCents(input.amount),
  fund: input.fund,
  method: input.method,
  reference: input.method === "cash" ? null : input.reference,
  correctsEntryId: input.correctsEntryId,
});

/**
 * The Sunday's record exists once a batch of that date closes, so the batch's money shows in the
 * records portal (a record made here has zeros of its own; the pastor adds the head count). An
 * advisory lock on the date keeps two closes of the same Sunday from making two records.
 */
async function ensureRecordFor(tx: Db, date: string, user: AuthUser) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`church_record:${date}`}))`);
  const [existing] = await tx
    .select({ id: churchRecords.id })
    .from(churchRecords)
    .where(eq(churchRecords.date, date))
    .limit(1);
  if (existing) return;
  const [row] = await tx
    .insert(churchRecords)
    .values({ date, attendance: 0, tithesCents: 0, offeringsCents: 0, notes: null, createdBy: user.id })
    .returning();
  await recordAudit(tx, {
    actor: user,
    action: "crm.record.create",
    entityType: "church_record",
    entityId: row?.id ?? null,
    after: { date, attendance: 0, tithes: 0, offerings: 0, reason: "offering batch closed" },
  });
}

export function createOfferingsHandlers({ db }: AppDeps) {
  const listBatches: Handler<typeof endpoints.offerings.listBatches> = async () => {
    const rows = await db
      .select()
      .from(offeringBatches)
      .orderBy(desc(offeringBatches.date), desc(offeringBatches.createdAt))
      .limit(200);
    const sums = await batchSums(
      db,
      rows.map((r) => r.id),
    );
    return { batches: rows.map((r) => toBatch(r, sums.get(r.id))) };
  };

  const openBatch: Handler<typeof endpoints.offerings.openBatch> = async ({ body, user }) => {
    if (body.date > churchToday()) throw validationError({ date: offeringMessages.futureDate });
    const [row] = await db
      .insert(offeringBatches)
      .values({ date: body.date, note: body.note, openedBy: user.id })
      .returning();
    if (!row) throw new Error("the batch was not stored");
    return { batch: toBatch(row, undefined) };
  };

  const getBatch: Handler<typeof endpoints.offerings.getBatch> = async ({ params }) => {
    const [row] = await db.select().from(offeringBatches).where(eq(offeringBatches.id, params.id));
    if (!row) throw notFound(offeringMessages.batchNotFound);
    const [batch, entries] = await Promise.all([loadBatch(db, row), entriesOf(db, row.id)]);
    return { batch, entries };
  };

  const setCount: Handler<typeof endpoints.offerings.setCount> = ({ params, body }) =>
    db.transaction(async (tx) => {
      await lockOpenBatch(tx, params.id);
      const [row] = await tx
        .update(offeringBatches)
        .set({ countedCashCents: toCents(body.countedCash), countedChequeCents: toCents(body.countedCheque) })
        .where(eq(offeringBatches.id, params.id))
        .returning();
      if (!row) throw notFound(offeringMessages.batchNotFound);
      return { batch: await loadBatch(tx, row) };
    });

  /**
   * Closing is one transaction under the batch's lock: the totals are summed by the database after
   * the lock, so no gift can slip in between the check and the close.
   */
  const closeBatch: Handler<typeof endpoints.offerings.closeBatch> = ({ params, user }) =>
    db.transaction(async (tx) => {
      const locked = await lockOpenBatch(tx, params.id);
      const before = await loadBatch(tx, locked);
      if (before.totals.entries === 0) throw conflict(offeringMessages.empty);
      if (before.countedCash === null || before.countedCheque === null) {
        throw conflict(offeringMessages.countMissing, {
          ...(before.countedCash === null ? { countedCash: offeringMessages.countMissing } : {}),
          ...(before.countedCheque === null ? { countedCheque: offeringMessages.countMissing } : {}),
        });
      }
      if (!before.totals.balanced) {
        throw conflict(offeringMessages.notBalanced, {
          ...(before.totals.difference.cash !== 0 ? { countedCash: offeringMessages.notBalanced } : {}),
          ...(before.totals.difference.cheque !== 0 ? { countedCheque: offeringMessages.notBalanced } : {}),
        });
      }
      const [row] = await tx
        .update(offeringBatches)
        .set({ status: "closed", closedAt: new Date(), closedBy: user.id })
        .where(and(eq(offeringBatches.id, params.id), eq(offeringBatches.status, "open")))
        .returning();
      if (!row) throw conflict(offeringMessages.closed);
      await ensureRecordFor(tx, row.date, user);
      const batch = await loadBatch(tx, row);
      await recordAudit(tx, {
        actor: user,
        action: "offering_batch.close",
        entityType: "offering_batch",
        entityId: row.id,
        after: {
          date: batch.date,
          totals: batch.totals,
          countedCash: batch.countedCash,
          countedCheque: batch.countedCheque,
        },
      });
      return { batch };
    });

  const addEntry: Handler<typeof endpoints.offerings.addEntry> = ({ params, body, user }) =>
    db.transaction(async (tx) => {
      const locked = await lockOpenBatch(tx, params.id);
      await checkEntry(tx, locked.id, body);
      const [row] = await tx
        .insert(offeringEntries)
        .values({ ...entryColumns(body), batchId: locked.id, createdBy: user.id })
        .returning({ id: offeringEntries.id });
      if (!row) throw new Error("the gift was not stored");
      return { entry: await entryById(tx, row.id), batch: await loadBatch(tx, locked) };
    });

  /** The gift's batch, locked open (the gift itself never moves between batches). */
  async function lockBatchOfEntry(tx: Db, entryId: string) {
    const [entry] = await tx
      .select({ batchId: offeringEntries.batchId })
      .from(offeringEntries)
      .where(eq(offeringEntries.id, entryId));
    if (!entry) throw notFound(offeringMessages.entryNotFound);
    return lockOpenBatch(tx, entry.batchId);
  }

  const updateEntry: Handler<typeof endpoints.offerings.updateEntry> = ({ params, body }) =>
    db.transaction(async (tx) => {
      const locked = await lockBatchOfEntry(tx, params.id);
      await checkEntry(tx, locked.id, body);
      await tx.update(offeringEntries).set(entryColumns(body)).where(eq(offeringEntries.id, params.id));
      return { entry: await entryById(tx, params.id), batch: await loadBatch(tx, locked) };
    });

  const deleteEntry: Handler<typeof endpoints.offerings.deleteEntry> = ({ params }) =>
    db.transaction(async (tx) => {
      await lockBatchOfEntry(tx, params.id);
      await tx.delete(offeringEntries).where(eq(offeringEntries.id, params.id));
      return { success: true as const };
    });

  return { listBatches, openBatch, getBatch, setCount, closeBatch, addEntry, updateEntry, deleteEntry };
}
