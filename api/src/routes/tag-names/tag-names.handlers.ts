import { type endpoints, swahiliTagNames, type TagInUse } from "@church/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { announcements, articles, blogPosts, events, tagNames } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { rowsOf } from "../../services/jobs/rows.ts";

export function createTagNamesHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.tagNames.list> = async () => {
    const rows = await db.select().from(tagNames).orderBy(asc(tagNames.tag));
    return { items: rows.map((row) => ({ tag: row.tag, nameSw: row.nameSw })) };
  };

  /** Every tag on articles, announcements, blog posts and events (any status: staff name drafts' tags too). */
  const tagsInUse = async (): Promise<TagInUse[]> => {
    type Row = { tag: string; uses: number; name_sw: string | null };
    const result = await db.execute<Row>(sql`
      select used.tag, count(*)::int as uses, ${tagNames.nameSw} as name_sw
      from (
        select lower(unnest(tags)) as tag from ${articles}
        union all select lower(unnest(tags)) from ${announcements}
        union all select lower(unnest(tags)) from ${blogPosts}
        union all select lower(unnest(tags)) from ${events}
      ) as used
      left join ${tagNames} on ${tagNames.tag} = used.tag
      group by used.tag, ${tagNames.nameSw}
      order by used.tag`);
    return rowsOf<Row>(result).map((row) => ({
      tag: row.tag,
      nameSw: row.name_sw ?? swahiliTagNames[row.tag] ?? null,
      uses: row.uses,
    }));
  };

  const inUse: Handler<typeof endpoints.tagNames.inUse> = async () => ({ items: await tagsInUse() });

  const update: Handler<typeof endpoints.tagNames.update> = async ({ body, user }) => {
    if (body.nameSw) {
      const fields = { nameSw: body.nameSw, updatedBy: user.id, updatedAt: new Date() };
      await db
        .insert(tagNames)
        .values({ tag: body.tag, ...fields })
        .onConflictDoUpdate({ target: tagNames.tag, set: fields });
    } else {
      await db.delete(tagNames).where(eq(tagNames.tag, body.tag));
    }
    const found = (await tagsInUse()).find((entry) => entry.tag === body.tag);
    return found ?? { tag: body.tag, nameSw: body.nameSw || (swahiliTagNames[body.tag] ?? null), uses: 0 };
  };

  return { list, inUse, update };
}
