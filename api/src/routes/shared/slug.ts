import { slugify } from "@church/contracts";
import { and, eq, like, ne, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/http-error.ts";

interface SlugTable {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
}

/**
 * The slug to store. A slug staff typed must be free (409 with the field otherwise); a slug derived
 * from the title gets "-2", "-3"... when taken, so saving a second "Sunday Service" just works.
 */
export async function chooseSlug(
  db: Db,
  { table, id, slug }: SlugTable,
  input: { slug?: string | undefined; title: string },
  duplicateMessage: string,
  fallback: string,
  exceptId?: string,
): Promise<string> {
  const notSelf = (condition: SQL | undefined) => (exceptId ? and(condition, ne(id, exceptId)) : condition);
  if (input.slug) {
    const taken = await db
      .select({ id })
      .from(table)
      .where(notSelf(eq(slug, input.slug)))
      .limit(1);
    if (taken.length > 0) throw conflict(duplicateMessage, { slug: duplicateMessage });
    return input.slug;
  }
  const base = slugify(input.title) || fallback;
  const rows = await db
    .select({ slug })
    .from(table)
    .where(notSelf(or(eq(slug, base), like(slug, `${base}-%`))));
  const used = new Set(rows.map((r) => r.slug as string));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 115)}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
