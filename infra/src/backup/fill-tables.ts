import { randomUUID } from "node:crypto";
import type postgres from "postgres";

/** A table as `schema.name`. */
export type TableName = `${string}.${string}`;

interface Column {
  name: string;
  /** format_type(), e.g. "text", "timestamp with time zone", "text[]". */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  ordinal: number;
}

interface ForeignKey {
  columns: string[];
  target: TableName;
  targetColumns: string[];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
export const qualified = (table: TableName) => {
  const [schema, name] = table.split(".") as [string, string];
  return `${quote(schema)}.${quote(name)}`;
};

/** Every table outside PostgreSQL's own schemas, as `schema.name`, sorted. */
export async function listTables(sql: postgres.Sql): Promise<TableName[]> {
  const rows = await sql<{ name: TableName }[]>`
    select schemaname || '.' || tablename as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`;
  return rows.map((r) => r.name);
}

/**
 * A value a CHECK constraint asks for, read from its definition: `col = ANY (ARRAY['a'::text, ...])`
 * (from `col in (...)`), `col = 'x'`, `col = 1`, `col >= n`, `col > n`.
 */
function valueFromChecks(column: string, checks: string[]): string | undefined {
  const col = `(?:${quote(column).replace(/"/g, '"?')}|${column})`;
  for (const check of checks) {
    const anyOf = new RegExp(`\\b${col}\\s*=\\s*ANY\\s*\\(+ARRAY\\['((?:[^']|'')*)'`).exec(check);
    if (anyOf?.[1] !== undefined) return anyOf[1].replaceAll("''", "'");
    const equalsText = new RegExp(`\\b${col}\\s*=\\s*'((?:[^']|'')*)'`).exec(check);
    if (equalsText?.[1] !== undefined) return equalsText[1].replaceAll("''", "'");
    const equalsNumber = new RegExp(`\\b${col}\\s*=\\s*(-?\\d+)\\b`).exec(check);
    if (equalsNumber?.[1] !== undefined) return equalsNumber[1];
    const atLeast = new RegExp(`\\b${col}\\s*(>=?)\\s*\\(?(-?\\d+)`).exec(check);
    if (atLeast?.[2] !== undefined) return String(Number(atLeast[2]) + (atLeast[1] === ">" ? 1 : 0) + 1);
  }
  return undefined;
}

/** A plain value of a column's type, as text cast by PostgreSQL; distinct per table and column. */
function sampleValue(table: TableName, column: Column): string {
  const base = Date.UTC(2026, 0, 4, 15, 0, 0);
  // Later columns get later times, so `end_at > start_at`-style checks hold.
  const time = new Date(base + column.ordinal * 3_600_000).toISOString();
  const type = column.type.replace(/\(.*\)/, "");
  if (type.endsWith("[]"))
    return `{${sampleValue(table, { ...column, type: type.slice(0, -2) }).replace(/[{}",\\]/g, "")}}`;
  switch (type) {
    case "text":
    case "character varying":
    case "character":
    case "citext":
      return `${table.split(".")[1]}-${column.name}-sample`;
    case "smallint":
    case "integer":
    case "bigint":
    case "numeric":
    case "real":
    case "double precision":
      return "1";
    case "boolean":
      return "true";
    case "timestamp with time zone":
    case "timestamp without time zone":
      return time;
    case "date":
      return time.slice(0, 10);
    case "time without time zone":
      return "15:00:00";
    case "interval":
      return "1 hour";
    case "json":
    case "jsonb":
      return JSON.stringify({ sample: `${table}.${column.name}` });
    case "uuid":
      return randomUUID();
    case "bytea":
      return "\\x00ff10";
    case "inet":
      return "192.0.2.1";
    default:
      throw new Error(`no sample value for ${table}.${column.name} of type ${column.type}`);
  }
}

/**
 * Puts one row into every empty table, so a backup test covers every table the migrations made.
 * Foreign keys point at existing rows (parents are filled first); values satisfy the simple CHECK
 * constraints; `overrides` gives the value of a column whose check is not one of those
 * (`{ "public.videos": { youtube_id: "dQw4w9WgXcQ" } }`), or `null` for a nullable column, foreign key
 * or not, to leave empty (a check that only one of two may be set). A table that refuses its row fails
 * loudly.
 */
export async function fillEmptyTables(
  sql: postgres.Sql,
  overrides: Partial<Record<TableName, Record<string, string | null>>> = {},
): Promise<TableName[]> {
  const tables = await listTables(sql);
  const columnRows = await sql<
    {
      table: TableName;
      name: string;
      type: string;
      nullable: boolean;
      has_default: boolean;
      ordinal: number;
    }[]
  >`
    select n.nspname || '.' || c.relname as table, a.attname as name,
           format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
           (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default, a.attnum as ordinal
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and n.nspname not in ('pg_catalog', 'information_schema')
    order by 1, a.attnum`;
  const constraintRows = await sql<
    {
      table: TableName;
      kind: "c" | "f";
      def: string;
      columns: string[];
      target: TableName | null;
      target_columns: string[] | null;
    }[]
  >`
    select n.nspname || '.' || c.relname as table, k.contype as kind, pg_get_constraintdef(k.oid) as def,
           array(select attname from unnest(k.conkey) with ordinality u(num, i)
                 join pg_attribute on attrelid = k.conrelid and attnum = u.num order by u.i)::text[] as columns,
           case when k.contype = 'f' then tn.nspname || '.' || t.relname end as target,
           case when k.contype = 'f' then array(select attname from unnest(k.confkey) with ordinality u(num, i)
                 join pg_attribute on attrelid = k.confrelid and attnum = u.num order by u.i)::text[] end as target_columns
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_class t on t.oid = k.confrelid left join pg_namespace tn on tn.oid = t.relnamespace
    where k.contype in ('c', 'f') and n.nspname not in ('pg_catalog', 'information_schema')`;

  const columnsOf = (table: TableName): Column[] =>
    columnRows
      .filter((c) => c.table === table)
      .map((c) => ({
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        hasDefault: c.has_default,
        ordinal: c.ordinal,
      }));
  const checksOf = (table: TableName) =>
    constraintRows.filter((k) => k.table === table && k.kind === "c").map((k) => k.def);
  const foreignKeysOf = (table: TableName): ForeignKey[] =>
    constraintRows
      .filter((k) => k.table === table && k.kind === "f" && k.target && k.target_columns)
      .map((k) => ({
        columns: k.columns,
        target: k.target as TableName,
        targetColumns: k.target_columns ?? [],
      }));

  const hasRows = new Map<TableName, boolean>();
  for (const table of tables) {
    const [row] = await sql.unsafe<{ any: boolean }[]>(
      `select exists (select from ${qualified(table)}) as any`,
    );
    hasRows.set(table, row?.any ?? false);
  }

  const filled: TableName[] = [];
  let pending = tables.filter((t) => !hasRows.get(t));
  while (pending.length > 0) {
    const ready = pending.filter((t) =>
      foreignKeysOf(t).every((fk) => fk.target === t || hasRows.get(fk.target)),
    );
    if (ready.length === 0) throw new Error(`cannot order the foreign keys of: ${pending.join(", ")}`);
    for (const table of ready) {
      const values = new Map<string, string>();
      for (const fk of foreignKeysOf(table)) {
        if (fk.target === table) continue; // a self-reference stays null (or its default)
        const [parent] = await sql.unsafe<Record<string, unknown>[]>(
          `select ${fk.targetColumns.map((c, i) => `${quote(c)}::text as c${i}`).join(", ")} from ${qualified(fk.target)} limit 1`,
        );
        fk.columns.forEach((column, i) => {
          if (overrides[table]?.[column] === undefined) values.set(column, String(parent?.[`c${i}`]));
        });
      }
      const checks = checksOf(table);
      const columns = columnsOf(table);
      for (const column of columns) {
        if (values.has(column.name)) continue;
        const override = overrides[table]?.[column.name];
        if (override === null) continue;
        if (override !== undefined) values.set(column.name, override);
        else if (!column.hasDefault)
          values.set(column.name, valueFromChecks(column.name, checks) ?? sampleValue(table, column));
      }
      const names = [...values.keys()];
      const types = new Map(columns.map((c) => [c.name, c.type]));
      const statement =
        names.length === 0
          ? `insert into ${qualified(table)} default values`
          : `insert into ${qualified(table)} (${names.map(quote).join(", ")}) values (${names
              .map((n, i) => `$${i + 1}::${types.get(n)}`)
              .join(", ")})`;
      try {
        await sql.unsafe(
          statement,
          names.map((n) => values.get(n) ?? null),
        );
      } catch (error) {
        throw new Error(`could not put a row into ${table} (${statement}): ${String(error)}`);
      }
      hasRows.set(table, true);
      filled.push(table);
    }
    pending = pending.filter((t) => !hasRows.get(t));
  }
  return filled;
}
