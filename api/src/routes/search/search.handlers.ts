import {
  calendarDate,
  type EventRepeat,
  type endpoints,
  type HighlightedText,
  nextOccurrence,
  type SearchResult,
} from "@church/contracts";
import { inArray, sql } from "drizzle-orm";
import { events } from "../../db/schema.ts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { ruleOf } from "../../services/events/events.model.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { documentVector, searchDocuments } from "./search-documents.ts";
import { swahiliTsQuery } from "./swahili-forms.ts";

// Private-use characters around each matched word: never typed by a person, and split off below.
const start = "\uE000";
const stop = "\uE001";
const marks = `StartSel=${start}, StopSel=${stop}`;

/** `ts_headline`'s marked text as runs; plain text is never parsed as HTML. */
export function toRuns(marked: string): HighlightedText {
  const runs: HighlightedText = [];
  for (const [i, part] of marked.split(new RegExp(`[${start}${stop}]`)).entries()) {
    if (part) runs.push({ text: part, match: i % 2 === 1 });
  }
  return runs;
}

interface HitRow {
  kind: SearchResult["type"];
  id: string;
  url: string;
  date: string | null;
  repeat: EventRepeat | null;
  tags: string[];
  title: string;
  excerpt: string;
  title_marked: string;
  excerpt_marked: string;
  total: number | string;
}

/**
 * Full-text search over the fixed pages and the published content, in English and Swahili at once:
 * the English query is stemmed (`websearch_to_tsquery('english', ...)`: quotes, `or` and `-word`
 * work), the Swahili one widened to the words' other forms. Best match first (ts_rank, pages x 1.5),
 * newest first among equals; answers in the asked language with the matched words marked.
 */
export function createSearchHandlers({ db }: AppDeps) {
  const search: Handler<typeof endpoints.search.search> = async ({ query }) => {
    const language = query.language ?? "en";
    const swahili = swahiliTsQuery(query.q);
    // Nothing but punctuation: no word to look for.
    if (!swahili) return { query: query.q, results: [], total: 0 };
    const tsQuery = sql`(websearch_to_tsquery('english', ${query.q}) || to_tsquery('simple', ${swahili}))`;
    // Shown in Swahili when asked and translated, else in English; each highlighted in its own way.
    const inSwahili = (column: string) => sql.raw(language === "sw" ? `(${column} <> '')` : "false");

    const result = await db.execute(sql`
      with q as (select ${tsQuery} as query),
      -- Materialized: each document's vector is built once, not once for the match and again for the rank.
      documents as materialized (select d.*, ${documentVector} as vector from (${searchDocuments()}) as d),
      hits as (
        select d.*, ts_rank(d.vector, q.query) * d.boost as rank, count(*) over () as total
        from documents d, q
        where d.vector @@ q.query
        order by rank desc, d.date desc nulls last, d.title_en
        limit ${query.limit ?? 20}
      ),
      shown as (
        select h.*,
          case when ${inSwahili("h.title_sw")} then h.title_sw else h.title_en end as title,
          case when ${inSwahili("h.title_sw")} then 'simple' else 'english' end::regconfig as title_config,
          case when ${inSwahili("h.excerpt_sw")} then h.excerpt_sw else h.excerpt_en end as excerpt,
          case when ${inSwahili("h.excerpt_sw")} then 'simple' else 'english' end::regconfig as excerpt_config
        from hits h
      )
      select s.kind, s.id, s.url, s.date, s.repeat, s.tags, s.total, s.title, s.excerpt,
        ts_headline(s.title_config, s.title, q.query, ${`HighlightAll=true, ${marks}`}) as title_marked,
        case when array_length(regexp_split_to_array(trim(s.excerpt), '\\s+'), 1) <= 40
          then ts_headline(s.excerpt_config, s.excerpt, q.query, ${`HighlightAll=true, ${marks}`})
          else ts_headline(s.excerpt_config, s.excerpt, q.query,
            ${`MaxWords=35, MinWords=20, MaxFragments=2, FragmentDelimiter=" … ", ${marks}`})
        end as excerpt_marked
      from shown s, q
      order by s.rank desc, s.date desc nulls last, s.title_en`);

    const rows = rowsOf<HitRow>(result);
    const today = calendarDate(new Date(), churchTimeZone);
    // A repeating event is shown at its next date, as the events page shows it: its whole rule
    // (end date and skipped dates included) is read for the events found.
    const eventIds = rows
      .filter((r) => r.kind === "event" && r.repeat && r.repeat !== "none")
      .map((r) => r.id);
    const series = eventIds.length ? await db.select().from(events).where(inArray(events.id, eventIds)) : [];
    const nextDate = new Map(series.map((row) => [row.id, nextOccurrence(ruleOf(row), today)]));
    const results: SearchResult[] = rows.map((row) => ({
      type: row.kind,
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      url: row.url,
      date: nextDate.get(row.id) ?? row.date,
      tags: row.tags,
      highlight: { title: toRuns(row.title_marked), excerpt: toRuns(row.excerpt_marked) },
    }));
    return { query: query.q, results, total: Number(rows[0]?.total ?? 0) };
  };

  return { search };
}
