import {
  checkImportTable,
  type endpoints,
  fromCents,
  type ImportCheck,
  importRecordKey,
  unreadableImport,
} from "@church/contracts";
import { and, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { churchRecords } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { readCsv } from "../shared/csv.ts";
import { auditRecordChanges } from "./crm.audit.ts";
import { toColumns, toRecord } from "./crm.model.ts";

/** Imports of records wait for each other, so two imports of one file cannot both pass the duplicate check. */
const IMPORT_LOCK = 727_090;
/** Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;

/** Keys of the saved records in the file's date range, to find rows that are already there. */
async function existingKeys(db: Pick<Db, "select">, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const sorted = [...dates].sort();
  const rows = await db
    .select({
      date: churchRecords.date,
      attendance: churchRecords.attendance,
      tithesCents: churchRecords.tithesCents,
      offeringsCents: churchRecords.offeringsCents,
    })
    .from(churchRecords)
    .where(and(gte(churchRecords.date, sorted[0] ?? ""), lte(churchRecords.date, sorted.at(-1) ?? "")));
  return new Set(
    rows.map((row) =>
      importRecordKey({
        date: row.date,
        attendance: row.attendance,
        tithes: fromCents(row.tithesCents),
        offerings: fromCents(row.offeringsCents),
      }),
    ),
  );
}

async function check(db: Pick<Db, "select">, csv: string): Promise<ImportCheck> {
  const table = readCsv(csv);
  if (typeof table === "string") return unreadableImport(table);
  // First pass without the database: the dates of the rows that parse say which records to load.
  const dates = checkImportTable(table).rows.flatMap((row) => (row.record ? [row.record.date] : []));
  return checkImportTable(table, await existingKeys(db, dates));
}

/** The issues as the API's one error shape: `rows.<row>.<field>` → message. */
function importError(result: ImportCheck) {
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[`rows.${issue.row}.${issue.field}`] ??= issue.message;
  const rows = new Set(result.issues.map((issue) => issue.row)).size;
  return badRequest(
    `The file has errors in ${rows} ${rows === 1 ? "row" : "rows"}; nothing was imported`,
    fields,
  );
}

export function createCrmImportHandler({ db }: AppDeps): Handler<typeof endpoints.crm.importRecords> {
  return async ({ body, user }) => {
    if (body.dryRun) {
      const result = await check(db, body.csv);
      return { dryRun: true, imported: 0, ...result };
    }
    // All rows or none: the check, the inserts and their audit entries share one transaction.
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const result = await check(tx, body.csv);
      if (result.issues.length > 0) throw importError(result);
      const values = result.rows.flatMap((row) =>
        row.record ? [{ ...toColumns(row.record), createdBy: user.id }] : [],
      );
      for (let start = 0; start < values.length; start += CHUNK) {
        const saved = await tx
          .insert(churchRecords)
          .values(values.slice(start, start + CHUNK))
          .returning();
        await auditRecordChanges(
          tx,
          user.id,
          saved.map((row) => ({
            action: "crm.record.import",
            recordId: row.id,
            before: null,
            after: toRecord(row),
          })),
        );
      }
      return { dryRun: false, imported: values.length, ...result };
    });
  };
}
