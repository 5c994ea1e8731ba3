import { sql } from "drizzle-orm";
import { getTestApp } from "./test-app.ts";

/** Every table of the app with its row count, to prove a refused request wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const { deps } = await getTestApp();
  const result = await deps.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows).map(
    (r) => r.table_name,
  );
  const counts: Record<string, number> = {};
  for (const name of names) {
    const rows = await deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = Number((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0]?.n);
  }
  return counts;
}
