import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, text, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at, both timestamptz; updated_at moves on every drizzle update. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A non-empty list of allowed values, as drizzle's text enums want it. */
export type Values<T extends string> = readonly [T, ...T[]];

/** The values of a contract's z.enum as a tuple (zod types `.options` as a plain array). */
export const enumValues = <T extends string>(schema: { options: readonly T[] }): Values<T> =>
  schema.options as unknown as Values<T>;

/**
 * `column in ('a', 'b')` for a CHECK constraint. Enumerations are text + CHECK (never pg enums), so a
 * new value in the contracts is one generated migration that swaps the constraint.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** Like `oneOf`, for a nullable column. */
export function nullOrOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${oneOf(column, values)}`;
}

/** Tags as text[] (searchable with `= any(tags)`), never null. */
export const tagsColumn = () => text("tags").array().notNull().default(sql`'{}'::text[]`);
