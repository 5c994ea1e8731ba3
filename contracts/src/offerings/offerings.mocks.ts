import { addDays, calendarDate } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { donationFunds } from "../donations/donations.constants.ts";
import { peopleFixtures } from "../people/people.mocks.ts";
import { personRefName } from "../people/people.privacy.schema.ts";
import { offeringsEndpoints } from "./offerings.endpoints.ts";
import {
  type GivingMonth,
  givingSources,
  type OfferingBatch,
  type OfferingEntry,
  type OfferingEntryInput,
  offeringMessages,
  sundayOnOrBefore,
  zeroByFund,
} from "./offerings.schema.ts";

type MockBatch = Omit<OfferingBatch, "totals">;

const today = () => calendarDate(new Date());
const lastSunday = () => sundayOnOrBefore(today());
const batchId = (n: number) => `c8000000-0000-4000-8000-00000000000${n}`;
const entryId = (n: number) => `c8100000-0000-4000-8000-00000000000${n}`;

const firstPerson = peopleFixtures[0];
const namedGiver = firstPerson ? { id: firstPerson.id, name: personRefName({ ...firstPerson }) } : null;

function buildBatches(): MockBatch[] {
  const stamp = `${addDays(lastSunday(), -7)}T18:00:00.000Z`;
  return [
    {
      id: batchId(1),
      date: addDays(lastSunday(), -7),
      status: "closed",
      note: null,
      countedCash: 85,
      countedCheque: 150,
      closedAt: stamp,
      createdAt: stamp,
    },
    {
      id: batchId(2),
      date: lastSunday(),
      status: "open",
      note: null,
      countedCash: null,
      countedCheque: null,
      closedAt: null,
      createdAt: `${lastSunday()}T17:00:00.000Z`,
    },
  ];
}

function buildEntries(): OfferingEntry[] {
  const entry = (
    n: number,
    batch: number,
    fields: Pick<OfferingEntry, "amount" | "fund" | "method"> & Partial<OfferingEntry>,
  ): OfferingEntry => ({
    id: entryId(n),
    batchId: batchId(batch),
    person: null,
    reference: null,
    correctsEntryId: null,
    createdAt: `${lastSunday()}T17:0${n}:00.000Z`,
    ...fields,
  });
  return [
    entry(1, 1, { person: namedGiver, amount: 60, fund: "tithe", method: "cash" }),
    entry(2, 1, { amount: 25, fund: "general", method: "cash" }),
    entry(3, 1, { amount: 150, fund: "building", method: "cheque", reference: "004512" }),
    entry(4, 2, {
      person: namedGiver,
      amount: 40,
      fund: "tithe",
      method: "mobile_money",
      reference: "SGH7K2L9QX",
    }),
    entry(5, 2, { amount: 18.5, fund: "general", method: "cash" }),
  ];
}

export const offeringBatchesStore = createMockStore(buildBatches);
export const offeringEntriesStore = createMockStore(buildEntries);

const cents = (n: number) => Math.round(n * 100);

function withTotals(batch: MockBatch): OfferingBatch {
  const entries = offeringEntriesStore.all().filter((e) => e.batchId === batch.id);
  const by = (method: OfferingEntry["method"]) =>
    entries.filter((e) => e.method === method).reduce((s, e) => s + cents(e.amount), 0);
  const byFund = zeroByFund();
  for (const e of entries) byFund[e.fund] += cents(e.amount);
  const [cash, cheque, mobile] = [by("cash"), by("cheque"), by("mobile_money")];
  const cashDiff = batch.countedCash === null ? null : cents(batch.countedCash) - cash;
  const chequeDiff = batch.countedCheque === null ? null : cents(batch.countedCheque) - cheque;
  return {
    ...batch,
    totals: {
      byMethod: { cash: cash / 100, cheque: cheque / 100, mobile_money: mobile / 100 },
      byFund: Object.fromEntries(donationFunds.map((f) => [f, byFund[f] / 100])) as typeof byFund,
      total: (cash + cheque + mobile) / 100,
      entries: entries.length,
      difference: {
        cash: cashDiff === null ? null : cashDiff / 100,
        cheque: chequeDiff === null ? null : chequeDiff / 100,
      },
      balanced: cashDiff === 0 && chequeDiff === 0,
    },
  };
}

const closedError = () => mockError(409, "conflict", offeringMessages.closed);
const batchMissing = () => mockError(404, "not_found", offeringMessages.batchNotFound);
const entryMissing = () => mockError(404, "not_found", offeringMessages.entryNotFound);

function toEntry(batch: string, input: OfferingEntryInput, id = newId()): OfferingEntry {
  const person = peopleFixtures.find((p) => p.id === input.personId);
  return {
    id,
    batchId: batch,
    person: person ? { id: person.id, name: personRefName(person) } : null,
    amount: input.amount,
    fund: input.fund,
    method: input.method,
    reference: input.method === "cash" ? null : input.reference,
    correctsEntryId: input.correctsEntryId,
    createdAt: nowIso(),
  };
}

function givingMonths(from: string, to: string): GivingMonth[] {
  const months: GivingMonth[] = [];
  const next = (m: string) => {
    const index = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  };
  for (let m = from; m <= to; m = next(m)) {
    const bySource = Object.fromEntries(givingSources.map((s) => [s, 0])) as GivingMonth["bySource"];
    const byFund = zeroByFund();
    for (const batch of offeringBatchesStore.all()) {
      if (batch.status !== "closed" || batch.date.slice(0, 7) !== m) continue;
      for (const e of offeringEntriesStore.all().filter((x) => x.batchId === batch.id)) {
        bySource[e.method] = (cents(bySource[e.method]) + cents(e.amount)) / 100;
        byFund[e.fund] = (cents(byFund[e.fund]) + cents(e.amount)) / 100;
      }
    }
    // An online month for the chart: a steady stream of gifts, so the mock report is not empty.
    bySource.online = 120;
    byFund.general = (cents(byFund.general) + 12000) / 100;
    const total = givingSources.reduce((s, k) => s + cents(bySource[k]), 0) / 100;
    months.push({ month: m, bySource, byFund, total });
  }
  return months;
}

export const offeringsHandlers = [
  mockEndpoint(offeringsEndpoints.listBatches, () => ({
    batches: [...offeringBatchesStore.all()].sort((a, b) => b.date.localeCompare(a.date)).map(withTotals),
  })),
  mockEndpoint(offeringsEndpoints.openBatch, ({ body }) => {
    const batch = offeringBatchesStore.insert({
      id: newId(),
      date: body.date,
      status: "open",
      note: body.note,
      countedCash: null,
      countedCheque: null,
      closedAt: null,
      createdAt: nowIso(),
    });
    return { batch: withTotals(batch) };
  }),
  mockEndpoint(offeringsEndpoints.getBatch, ({ params }) => {
    const batch = offeringBatchesStore.find(params.id);
    if (!batch) return batchMissing();
    const entries = offeringEntriesStore
      .all()
      .filter((e) => e.batchId === batch.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { batch: withTotals(batch), entries };
  }),
  mockEndpoint(offeringsEndpoints.setCount, ({ params, body }) => {
    const batch = offeringBatchesStore.find(params.id);
    if (!batch) return batchMissing();
    if (batch.status === "closed") return closedError();
    const next = offeringBatchesStore.update(batch.id, body) ?? batch;
    return { batch: withTotals(next) };
  }),
  mockEndpoint(offeringsEndpoints.closeBatch, ({ params }) => {
    const batch = offeringBatchesStore.find(params.id);
    if (!batch) return batchMissing();
    if (batch.status === "closed") return closedError();
    const current = withTotals(batch);
    if (current.totals.entries === 0) return mockError(409, "conflict", offeringMessages.empty);
    if (!current.totals.balanced) return mockError(409, "conflict", offeringMessages.notBalanced);
    const next = offeringBatchesStore.update(batch.id, { status: "closed", closedAt: nowIso() }) ?? batch;
    return { batch: withTotals(next) };
  }),
  mockEndpoint(offeringsEndpoints.addEntry, ({ params, body }) => {
    const batch = offeringBatchesStore.find(params.id);
    if (!batch) return batchMissing();
    if (batch.status === "closed") return closedError();
    const entry = offeringEntriesStore.insert(toEntry(batch.id, body));
    return { entry, batch: withTotals(batch) };
  }),
  mockEndpoint(offeringsEndpoints.updateEntry, ({ params, body }) => {
    const existing = offeringEntriesStore.find(params.id);
    const batch = existing && offeringBatchesStore.find(existing.batchId);
    if (!existing || !batch) return entryMissing();
    if (batch.status === "closed") return closedError();
    const entry = offeringEntriesStore.update(existing.id, toEntry(batch.id, body, existing.id)) ?? existing;
    return { entry, batch: withTotals(batch) };
  }),
  mockEndpoint(offeringsEndpoints.deleteEntry, ({ params }) => {
    const existing = offeringEntriesStore.find(params.id);
    const batch = existing && offeringBatchesStore.find(existing.batchId);
    if (!existing || !batch) return entryMissing();
    if (batch.status === "closed") return closedError();
    offeringEntriesStore.remove(existing.id);
    return { success: true as const };
  }),
  mockEndpoint(offeringsEndpoints.givingReport, ({ query }) => {
    const to = query.to ?? today().slice(0, 7);
    const from = query.from ?? `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}`;
    const months = givingMonths(from, to).slice(-12);
    if (query.format === "csv") {
      const lines = ["Month,Method,Fund,Amount (USD)"];
      for (const m of months) lines.push(`${m.month},Online,General Fund,${m.bySource.online.toFixed(2)}`);
      return new Response(`${lines.join("\r\n")}\r\n`, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="giving-${from}-to-${to}.csv"`,
        },
      });
    }
    if (query.format === "pdf") {
      return new Response("%PDF-1.4\n% mock giving report\n", {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="giving-${from}-to-${to}.pdf"`,
        },
      });
    }
    return { from: months[0]?.month ?? from, to, months };
  }),
];
