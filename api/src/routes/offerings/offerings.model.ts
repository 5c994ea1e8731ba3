import {
  donationFunds,
  fromCents,
  type OfferingBatch,
  type OfferingEntry,
  offeringMessages,
  personRefName,
  zeroByFund,
} from "@church/contracts";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offeringBatches, offeringEntries, people } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";

export type BatchRow = typeof offeringBatches.$inferSelect;

interface Sums {
  cash: number;
  cheque: number;
  mobile: number;
  entries: number;
  byFund: Record<(typeof donationFunds)[number], number>;
}

/** Totals of batches by method and fund, summed by the database (cents). */
export async function batchSums(db: Db, batchIds: readonly string[]): Promise<Map<string, Sums>> {
  const sums = new Map<string, Sums>();
  if (batchIds.length === 0) return sums;
  const e = offeringEntries;
  const rows = await db
    .select({
      batchId: e.batchId,
      fund: e.fund,
      cash: sql<string>`coalesce(sum(${e.amountCents}) filter (where ${e.method} = 'cash'), 0)::bigint`,
      cheque: sql<string>`coalesce(sum(${e.amountCents}) filter (where ${e.method} = 'cheque'), 0)::bigint`,
      mobile: sql<string>`coalesce(sum(${e.amountCents}) filter (where ${e.method} = 'mobile_money'), 0)::bigint`,
      fundTotal: sql<string>`coalesce(sum(${e.amountCents}), 0)::bigint`,
      entries: sql<number>`count(*)::int`,
    })
    .from(e)
    .where(inArray(e.batchId, [...batchIds]))
    .groupBy(e.batchId, e.fund);
  for (const row of rows) {
    const s = sums.get(row.batchId) ?? { cash: 0, cheque: 0, mobile: 0, entries: 0, byFund: zeroByFund() };
    s.cash += Number(row.cash);
    s.cheque += Number(row.cheque);
    s.mobile += Number(row.mobile);
    s.entries += Number(row.entries);
    s.byFund[row.fund] += Number(row.fundTotal);
    sums.set(row.batchId, s);
  }
  return sums;
}

export function toBatch(row: BatchRow, sums: Sums | undefined): OfferingBatch {
  const s = sums ?? { cash: 0, cheque: 0, mobile: 0, entries: 0, byFund: zeroByFund() };
  const cashDiff = row.countedCashCents === null ? null : row.countedCashCents - s.cash;
  const chequeDiff = row.countedChequeCents === null ? null : row.countedChequeCents - s.cheque;
  return {
    id: row.id,
    date: row.date,
    status: row.status,
    note: row.note,
    countedCash: row.countedCashCents === null ? null : fromCents(row.countedCashCents),
    countedCheque: row.countedChequeCents === null ? null : fromCents(row.countedChequeCents),
    totals: {
      byMethod: { cash: fromCents(s.cash), cheque: fromCents(s.cheque), mobile_money: fromCents(s.mobile) },
      byFund: Object.fromEntries(donationFunds.map((f) => [f, fromCents(s.byFund[f])])) as Record<
        (typeof donationFunds)[number],
        number
      >,
      total: fromCents(s.cash + s.cheque + s.mobile),
      entries: s.entries,
      difference: {
        cash: cashDiff === null ? null : fromCents(cashDiff),
        cheque: chequeDiff === null ? null : fromCents(chequeDiff),
      },
      balanced: cashDiff === 0 && chequeDiff === 0,
    },
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadBatch(db: Db, row: BatchRow): Promise<OfferingBatch> {
  return toBatch(row, (await batchSums(db, [row.id])).get(row.id));
}

const entryColumns = {
  entry: offeringEntries,
  person: {
    id: people.id,
    givenName: people.givenName,
    familyName: people.familyName,
    knownAs: people.knownAs,
  },
};

type EntryJoin = {
  entry: typeof offeringEntries.$inferSelect;
  person: { id: string; givenName: string; familyName: string | null; knownAs: string | null } | null;
};

const toEntry = ({ entry, person }: EntryJoin): OfferingEntry => ({
  id: entry.id,
  batchId: entry.batchId,
  person: person ? { id: person.id, name: personRefName({ ...person, stage: "visitor" }) } : null,
  amount: fromCents(entry.amountCents),
  fund: entry.fund,
  method: entry.method,
  reference: entry.reference,
  correctsEntryId: entry.correctsEntryId,
  createdAt: entry.createdAt.toISOString(),
});

/** A batch's gifts in the order they were entered. */
export async function entriesOf(db: Db, batchId: string): Promise<OfferingEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(offeringEntries)
    .leftJoin(people, eq(people.id, offeringEntries.personId))
    .where(eq(offeringEntries.batchId, batchId))
    .orderBy(asc(offeringEntries.createdAt), asc(offeringEntries.id));
  return rows.map(toEntry);
}

export async function entryById(db: Db, id: string): Promise<OfferingEntry> {
  const [row] = await db
    .select(entryColumns)
    .from(offeringEntries)
    .leftJoin(people, eq(people.id, offeringEntries.personId))
    .where(eq(offeringEntries.id, id));
  if (!row) throw notFound(offeringMessages.entryNotFound);
  return toEntry(row);
}

/**
 * The batch row locked until the transaction ends, refused (409) when closed. Every change to a batch
 * or its gifts takes this lock first, so a close and an add are never interleaved: the add either
 * lands before the close (and is counted in it) or sees the closed batch and is refused.
 */
export async function lockOpenBatch(tx: Db, id: string): Promise<BatchRow> {
  const [row] = await tx.select().from(offeringBatches).where(eq(offeringBatches.id, id)).for("update");
  if (!row) throw notFound(offeringMessages.batchNotFound);
  if (row.status === "closed") throw conflict(offeringMessages.closed);
  return row;
}
