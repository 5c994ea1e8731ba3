import {
  type endpoints,
  type SiteContentInput,
  type SiteContentItem,
  siteContentMessages,
} from "@church/contracts";
import { siteContentSeed } from "@church/contracts/seed";
import { and, asc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { siteContent } from "../../db/schema.ts";
import { siteContentSeedRow } from "../../db/seed/seed-content.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { assertUsableImage } from "../../services/media-library/media-images.ts";
import { containsText } from "../shared/search-text.ts";
import { isUniqueViolation } from "../shared/unique.ts";

type SiteContentRow = typeof siteContent.$inferSelect;

export const toSiteContentItem = (row: SiteContentRow): SiteContentItem => ({
  id: row.id,
  section: row.section,
  key: row.key,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  status: row.status,
  translations: row.translations,
  lastUpdated: row.updatedAt.toISOString(),
});

const fieldsOf = (body: SiteContentInput) => ({
  section: body.section,
  key: body.key,
  title: body.title,
  content: body.content,
  imageUrl: body.imageUrl,
  status: body.status,
  translations: body.translations ?? {},
});

const inOrder = [asc(siteContent.section), asc(siteContent.key)];
const duplicateKey = () =>
  conflict(siteContentMessages.duplicateKey, { key: siteContentMessages.duplicateKey });

export function createSiteContentHandlers({ db }: AppDeps) {
  const all = async () =>
    (
      await db
        .select()
        .from(siteContent)
        .orderBy(...inOrder)
    ).map(toSiteContentItem);

  const list: Handler<typeof endpoints.siteContent.list> = async ({ query }) => {
    const rows = await db
      .select()
      .from(siteContent)
      .where(
        and(
          eq(siteContent.status, "published"),
          query.section ? eq(siteContent.section, query.section) : undefined,
        ),
      )
      .orderBy(...inOrder);
    return { items: rows.map(toSiteContentItem) };
  };

  const adminList: Handler<typeof endpoints.siteContent.adminList> = async ({ query }) => {
    const q = query.q ? containsText(query.q) : undefined;
    const rows = await db
      .select()
      .from(siteContent)
      .where(
        and(
          query.section ? eq(siteContent.section, query.section) : undefined,
          query.status ? eq(siteContent.status, query.status) : undefined,
          q
            ? or(ilike(siteContent.key, q), ilike(siteContent.title, q), ilike(siteContent.content, q))
            : undefined,
        ),
      )
      .orderBy(...inOrder);
    return { items: rows.map(toSiteContentItem) };
  };

  const sameKeyExists = async (body: SiteContentInput, exceptId?: string) => {
    const rows = await db
      .select({ id: siteContent.id })
      .from(siteContent)
      .where(
        and(
          eq(siteContent.section, body.section),
          eq(siteContent.key, body.key),
          exceptId ? ne(siteContent.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  };

  const rethrowDuplicate = (error: unknown): never => {
    if (isUniqueViolation(error, "site_content_section_key_unique")) throw duplicateKey();
    throw error;
  };

  const create: Handler<typeof endpoints.siteContent.create> = async ({ body }) => {
    await assertUsableImage(db, body.imageUrl);
    if (await sameKeyExists(body)) throw duplicateKey();
    const [row] = await db.insert(siteContent).values(fieldsOf(body)).returning().catch(rethrowDuplicate);
    if (!row) throw new Error("site content insert returned nothing");
    return { item: toSiteContentItem(row) };
  };

  const update: Handler<typeof endpoints.siteContent.update> = async ({ params, body }) => {
    await assertUsableImage(db, body.imageUrl);
    if (await sameKeyExists(body, params.id)) throw duplicateKey();
    const [row] = await db
      .update(siteContent)
      .set(fieldsOf(body))
      .where(eq(siteContent.id, params.id))
      .returning()
      .catch(rethrowDuplicate);
    if (!row) throw notFound(siteContentMessages.notFound);
    return { item: toSiteContentItem(row) };
  };

  const remove: Handler<typeof endpoints.siteContent.remove> = async ({ params }) => {
    const deleted = await db
      .delete(siteContent)
      .where(eq(siteContent.id, params.id))
      .returning({ id: siteContent.id });
    if (deleted.length === 0) throw notFound(siteContentMessages.notFound);
    return { success: true as const, message: siteContentMessages.deleted };
  };

  /**
   * Every item was already checked against the contract (any bad item answers 400 naming it, e.g.
   * "2.title", before anything is written); the upserts then run in one transaction: all or nothing.
   */
  const importItems: Handler<typeof endpoints.siteContent.import> = async ({ body }) => {
    // The same section + key twice in one file: the later one wins, as it would when applied in order.
    const unique = [...new Map(body.map((item) => [`${item.section}/${item.key}`, item])).values()];
    let created = 0;
    let updated = 0;
    await db.transaction(async (tx) => {
      for (const item of unique) {
        const fields = fieldsOf(item);
        const [row] = await tx
          .insert(siteContent)
          .values(fields)
          .onConflictDoUpdate({
            target: [siteContent.section, siteContent.key],
            set: { ...fields, updatedAt: new Date() },
          })
          // xmax is 0 for a freshly inserted row and set for one the upsert updated.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        if (row?.inserted) created += 1;
        else updated += 1;
      }
    });
    return { items: await all(), created, updated };
  };

  const reset: Handler<typeof endpoints.siteContent.reset> = async () => {
    await db.transaction(async (tx) => {
      await tx.delete(siteContent);
      await tx.insert(siteContent).values(siteContentSeed.map(siteContentSeedRow));
    });
    return { items: await all() };
  };

  return { list, adminList, create, update, remove, importItems, reset };
}
