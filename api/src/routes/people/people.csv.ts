import {
  type endpoints,
  type PeopleImportField,
  type PeopleImportInput,
  type PeopleImportResult,
  type PeopleImportRow,
  type PersonInput,
  peopleCsvColumns,
  peopleImportMessages,
  personCsvRow,
} from "@church/contracts";
import { and, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { householdMembers, households, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { insertPerson } from "../../services/people/insert-person.ts";
import { type PersonRow, searchTextOf, toPersonColumns } from "../../services/people/people.model.ts";
import { csvText, readCsv } from "../shared/csv.ts";
import { readRow } from "./people.csv-row.ts";
import { peopleFilter, peopleOrder } from "./people.handlers.ts";
import { withHouseholds } from "./people.queries.ts";

/** Imports of people wait for each other, so two imports of one file cannot both create the same person. */
const IMPORT_LOCK = 727_091;

/** What an update fills: only the fields the person has empty, never one they have. */
function fillEmpty(row: PersonRow, input: PersonInput) {
  const set: Partial<typeof people.$inferInsert> = {};
  const filled: string[] = [];
  const take = <K extends "familyName" | "knownAs" | "email">(key: K) => {
    if (!row[key] && input[key]) {
      set[key] = input[key];
      filled.push(key);
    }
  };
  take("familyName");
  take("knownAs");
  take("email");
  if (row.phones.length === 0 && input.phones.length > 0) {
    set.phones = input.phones;
    filled.push("phones");
  }
  if (!row.address && input.address) {
    set.address = input.address;
    filled.push("address");
  }
  if (row.birthMonth === null && input.birthday) {
    set.birthMonth = input.birthday.month;
    set.birthDay = input.birthday.day;
    set.birthYear = input.birthday.year;
    filled.push("birthday");
  }
  if (row.anniversaryMonth === null && input.anniversary) {
    set.anniversaryMonth = input.anniversary.month;
    set.anniversaryDay = input.anniversary.day;
    set.anniversaryYear = input.anniversary.year;
    filled.push("anniversary");
  }
  return { set, filled };
}

/** A planned row: what the report says, and what a real run writes for it. */
interface Planned {
  report: PeopleImportRow;
  input?: PersonInput;
  existing?: PersonRow;
  set?: Partial<typeof people.$inferInsert>;
  household?: string | null;
}

async function plan(db: Db, body: PeopleImportInput) {
  const table = readCsv(body.csv);
  if (typeof table === "string") throw badRequest(table, { csv: table });
  const [header = [], ...rest] = table;
  const headers = header.map((h) => h.trim());
  const indexOf = new Map<PeopleImportField, number>();
  const missing: Record<string, string> = {};
  for (const [field, column] of Object.entries(body.mapping) as [PeopleImportField, string][]) {
    const at = headers.findIndex((h) => h.toLowerCase() === column.toLowerCase());
    if (at < 0) missing[`mapping.${field}`] = `${peopleImportMessages.noColumn}: "${column}"`;
    else indexOf.set(field, at);
  }
  if (Object.keys(missing).length > 0) throw badRequest(peopleImportMessages.noColumn, missing);
  const lines = rest
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (lines.length === 0) throw badRequest(peopleImportMessages.empty, { csv: peopleImportMessages.empty });

  const read = lines.map(({ cells, line }) => {
    const cellOf = (field: PeopleImportField) => {
      const at = indexOf.get(field);
      // A quote before =, +, - or @ is csvCell's defusing (our own export's "'+254..."), not the value.
      return at === undefined ? "" : (cells[at] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
    };
    const columnOf = (field: PeopleImportField) => body.mapping[field] ?? field;
    return {
      line,
      name: [cellOf("givenName"), cellOf("familyName")].filter(Boolean).join(" "),
      ...readRow(cellOf, columnOf, line, body.defaultCountry),
    };
  });

  // Everyone the file may name, in two queries rather than two per row.
  const emails = read.flatMap((r) => (r.ok && r.input.email ? [r.input.email.toLowerCase()] : []));
  const phones = read.flatMap((r) => (r.ok ? r.input.phones : []));
  const candidates =
    emails.length || phones.length
      ? await db
          .select()
          .from(people)
          .where(
            and(
              isNull(people.archivedAt),
              or(
                emails.length ? inArray(sql`lower(${people.email})`, emails) : undefined,
                phones.length
                  ? sql`${people.phones} && array[${sql.join(
                      phones.map((p) => sql`${p}`),
                      sql`, `,
                    )}]::text[]`
                  : undefined,
              ),
            ),
          )
      : [];
  const names = [...new Set(read.flatMap((r) => (r.ok && r.household ? [r.household.toLowerCase()] : [])))];
  const knownHouseholds = names.length
    ? await db
        .select({ id: households.id, name: households.name })
        .from(households)
        .where(inArray(sql`lower(${households.name})`, names))
    : [];
  const housed = candidates.length
    ? new Set(
        (
          await db
            .select({ personId: householdMembers.personId })
            .from(householdMembers)
            .where(
              inArray(
                householdMembers.personId,
                candidates.map((c) => c.id),
              ),
            )
        ).map((m) => m.personId),
      )
    : new Set<string>();

  /**
   * The same person: the same e-mail in any case, or a shared phone with the same given name (a family
   * shares its home phone, so a phone alone would make a husband of his wife).
   */
  const same = (a: { email: string | null; phones: readonly string[]; givenName: string }, b: PersonInput) =>
    (a.email !== null && b.email !== null && a.email.toLowerCase() === b.email.toLowerCase()) ||
    (a.givenName.toLowerCase() === b.givenName.toLowerCase() && a.phones.some((p) => b.phones.includes(p)));

  const planned: Planned[] = [];
  const earlier: Array<{ line: number; input: PersonInput }> = [];
  const newHouseholds = new Set<string>();
  for (const r of read) {
    const base = { row: r.line, name: r.name, personId: null, filled: [] as string[] };
    if (!r.ok) {
      planned.push({
        report: { ...base, outcome: "skipped", reason: r.reason },
      });
      continue;
    }
    const twin = earlier.find((e) => same(e.input, r.input));
    if (twin) {
      const field = r.input.email && twin.input.email ? "email" : "phone";
      planned.push({
        report: {
          ...base,
          outcome: "skipped",
          reason: {
            field,
            code: "sameAs",
            column: body.mapping[field] ?? field,
            value: (field === "email" ? r.input.email : r.input.phones[0]) ?? "",
            otherRow: twin.line,
            message: `Row ${r.line}: the same person as row ${twin.line} (${field === "email" ? "e-mail" : "phone"})`,
          },
        },
      });
      continue;
    }
    earlier.push({ line: r.line, input: r.input });
    const household = r.household;
    const householdIsNew =
      household !== null && !knownHouseholds.some((h) => h.name.toLowerCase() === household.toLowerCase());
    const existing = candidates.find((c) => same(c, r.input));
    if (existing) {
      const { set, filled } = fillEmpty(existing, r.input);
      const joins = household !== null && !housed.has(existing.id);
      if (joins && householdIsNew) newHouseholds.add(household.toLowerCase());
      planned.push({
        report: {
          ...base,
          outcome: "updated",
          personId: existing.id,
          filled: joins ? [...filled, "household"] : filled,
          reason: null,
        },
        existing,
        set,
        household: joins ? household : null,
      });
    } else {
      if (householdIsNew) newHouseholds.add(household.toLowerCase());
      planned.push({ report: { ...base, outcome: "created", reason: null }, input: r.input, household });
    }
  }
  return { planned, knownHouseholds, householdsCreated: newHouseholds.size };
}

async function write(tx: Db, { planned, knownHouseholds }: Awaited<ReturnType<typeof plan>>) {
  const householdIds = new Map(knownHouseholds.map((h) => [h.name.toLowerCase(), h.id]));
  const today = churchToday();
  for (const p of planned) {
    let personId: string | undefined;
    if (p.input) {
      // Records the church already kept, not first contacts: no follow-up opens.
      const row = await insertPerson(
        tx,
        { ...toPersonColumns(p.input), firstSeenOn: today },
        { firstContact: false },
      );
      personId = row.id;
      p.report.personId = personId ?? null;
    } else if (p.existing && p.set) {
      personId = p.existing.id;
      if (Object.keys(p.set).length > 0) {
        await tx
          .update(people)
          .set({ ...p.set, search: searchTextOf({ ...p.existing, ...p.set }) })
          .where(sql`${people.id} = ${personId}`);
      }
    }
    if (!personId || !p.household) continue;
    const key = p.household.toLowerCase();
    let householdId = householdIds.get(key);
    if (!householdId) {
      // Named as the file first writes it, at the address of its first person.
      const [made] = await tx
        .insert(households)
        .values({ name: p.household, address: p.input?.address ?? p.existing?.address ?? null })
        .returning({ id: households.id });
      householdId = made?.id;
      if (householdId) householdIds.set(key, householdId);
    }
    if (householdId) await tx.insert(householdMembers).values({ personId, householdId, role: "adult" });
  }
}

export function createPeopleCsvHandlers({ db }: AppDeps) {
  const exportCsv: Handler<typeof endpoints.people.exportCsv> = async ({ c, query, user }) => {
    const rows = await db
      .select()
      .from(people)
      .where(peopleFilter(query))
      .orderBy(...peopleOrder);
    const list = await withHouseholds(db, rows);
    const lines = list.map((p) => personCsvRow(p, p.household?.name ?? null));
    await recordAudit(db, {
      actor: user,
      action: "people.export",
      entityType: "person",
      after: { filter: query, count: list.length },
    });
    return c.body(csvText([[...peopleCsvColumns], ...lines]), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="people-${churchToday()}.csv"`,
    });
  };

  const importCsv: Handler<typeof endpoints.people.importCsv> = async ({ body, user }) => {
    const report = (made: Awaited<ReturnType<typeof plan>>, dryRun: boolean): PeopleImportResult => {
      const rows = made.planned.map((p) => p.report);
      const counted = (outcome: PeopleImportRow["outcome"]) =>
        rows.filter((r) => r.outcome === outcome).length;
      return {
        dryRun,
        created: counted("created"),
        updated: counted("updated"),
        skipped: counted("skipped"),
        householdsCreated: made.householdsCreated,
        rows,
      };
    };
    if (body.dryRun) return report(await plan(db, body), true);
    // All rows or none: the plan, the writes and the audit entry share one transaction.
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const made = await plan(tx, body);
      await write(tx, made);
      const result = report(made, false);
      await recordAudit(tx, {
        actor: user,
        action: "people.import",
        entityType: "person",
        after: {
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
          householdsCreated: result.householdsCreated,
        },
      });
      return result;
    });
  };

  return { exportCsv, importCsv };
}
