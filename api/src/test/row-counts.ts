import { type SQL, sql } from "drizzle-orm";
import { getTestApp } from "./test-app.ts";

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** The count of every table in one statement, made once per worker (migrations add no table later). */
let countAll: Promise<SQL> | undefined;

async function countStatement(): Promise<SQL> {
  const { deps } = await getTestApp();
  const names = rowsOf(
    (await deps.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as Rows<{ table_name: string }>,
  ).map((r) => r.table_name);
  // One round trip instead of one per table: these tests count before and after each of ~400 requests.
  return sql.raw(
    `select ${names.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(", ")}`,
  );
}

/** Every table of the app with its row count, to prove a refused request wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const { deps } = await getTestApp();
  countAll ??= countStatement();
  const [row] = rowsOf((await deps.db.execute(await countAll)) as Rows<Record<string, number>>);
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, n]) => [name, Number(n)]));
}
