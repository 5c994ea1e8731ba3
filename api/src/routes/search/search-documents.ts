import { searchablePages } from "@church/contracts/seed";
import { eq, type SQL, sql } from "drizzle-orm";
import { announcements, articles, audioServices, blogPosts, events, videos } from "../../db/schema.ts";
import { visibleAnnouncement } from "../announcements/announcements.model.ts";

/**
 * Everything search can find, as rows of one shape: the site's fixed pages and the published content
 * of every kind. English texts are indexed with PostgreSQL's `english` configuration (stemming:
 * youth/youths, giving/give, parked/parking) and the Swahili ones with `simple` (words as written;
 * swahili-forms.ts widens the query instead). Titles weigh most, then tags, then the excerpt. Computed per query: a church's few thousand items take milliseconds (docs/decisions).
 */
const swText = (translations: SQL, field: string) =>
  sql`coalesce(${translations}->'sw'->>${sql.raw(`'${field}'`)}, '')`;

const tagsText = (tags: SQL) => sql`array_to_string(${tags}, ' ')`;

/** One kind of content as documents: which rows, and where each of its texts comes from. */
interface DocumentSource {
  kind: string;
  from: SQL;
  where?: SQL;
  id: SQL;
  url: SQL;
  date: SQL;
  /** The next-occurrence rule of events (null elsewhere). */
  repeat?: SQL;
  tags: SQL;
  titleEn: SQL;
  excerptEn: SQL;
  translations: SQL;
  /** The Swahili translation's name of the excerpt field. */
  excerptField: string;
}

const sources: DocumentSource[] = [
  {
    kind: "article",
    from: sql`${articles}`,
    where: eq(articles.status, "published"),
    id: sql`${articles.id}`,
    url: sql`'/articles/' || ${articles.slug}`,
    date: sql`${articles.date}`,
    tags: sql`${articles.tags}`,
    titleEn: sql`${articles.title}`,
    excerptEn: sql`${articles.excerpt}`,
    translations: sql`${articles.translations}`,
    excerptField: "excerpt",
  },
  {
    kind: "announcement",
    from: sql`${announcements}`,
    where: visibleAnnouncement(),
    id: sql`${announcements.id}`,
    url: sql`'/announcements/' || ${announcements.slug}`,
    date: sql`${announcements.date}`,
    tags: sql`${announcements.tags}`,
    titleEn: sql`${announcements.title}`,
    excerptEn: sql`${announcements.summary}`,
    translations: sql`${announcements.translations}`,
    excerptField: "summary",
  },
  {
    kind: "event",
    from: sql`${events}`,
    where: eq(events.status, "published"),
    id: sql`${events.id}`,
    url: sql`'/events/' || ${events.slug}`,
    date: sql`${events.date}`,
    repeat: sql`${events.repeat}`,
    tags: sql`${events.tags}`,
    titleEn: sql`${events.title}`,
    excerptEn: sql`${events.description}`,
    translations: sql`${events.translations}`,
    excerptField: "description",
  },
  {
    kind: "blog-post",
    from: sql`${blogPosts}`,
    where: eq(blogPosts.status, "published"),
    id: sql`${blogPosts.id}`,
    url: sql`'/blog/' || ${blogPosts.id}`,
    date: sql`(${blogPosts.createdAt} at time zone 'America/New_York')::date`,
    tags: sql`${blogPosts.tags}`,
    titleEn: sql`${blogPosts.title}`,
    excerptEn: sql`${blogPosts.excerpt}`,
    translations: sql`${blogPosts.translations}`,
    excerptField: "excerpt",
  },
  {
    kind: "video",
    from: sql`${videos}`,
    where: eq(videos.status, "published"),
    id: sql`${videos.id}`,
    url: sql`'/watch-online'`,
    date: sql`${videos.date}`,
    tags: sql`array[]::text[]`,
    titleEn: sql`${videos.title}`,
    excerptEn: sql`${videos.description}`,
    translations: sql`${videos.translations}`,
    excerptField: "description",
  },
  {
    kind: "audio",
    from: sql`${audioServices}`,
    where: eq(audioServices.status, "published"),
    id: sql`${audioServices.id}`,
    url: sql`'/audio-services/' || ${audioServices.id}`,
    date: sql`${audioServices.date}`,
    tags: sql`array[${audioServices.speaker}]::text[]`,
    titleEn: sql`${audioServices.title}`,
    excerptEn: sql`${audioServices.description}`,
    translations: sql`${audioServices.translations}`,
    excerptField: "description",
  },
];

const contentDocuments = (source: DocumentSource): SQL => sql`
  select ${source.kind}::text as kind, ${source.id}::text as id, ${source.url} as url,
    ${source.date}::text as date, ${source.repeat ?? sql`null`}::text as repeat, ${source.tags} as tags,
    ${source.titleEn} as title_en, ${source.excerptEn} as excerpt_en, ${tagsText(source.tags)} as keywords_en,
    ${swText(source.translations, "title")} as title_sw, ${swText(source.translations, source.excerptField)} as excerpt_sw,
    ''::text as keywords_sw, 'B'::"char" as keyword_weight, 1.0::float4 as boost
  from ${source.from} ${source.where ? sql`where ${source.where}` : sql``}`;

/**
 * The fixed pages, as a VALUES list. Their keywords are the other names people give them, so they
 * weigh as much as the title, and pages rank one and a half times higher than content: the page that
 * answers "parking" or "giving" is what a visitor wants first, and news that mentions it next.
 */
const pageDocuments = (): SQL => {
  const rows = searchablePages.map(
    (page) => sql`(${page.path}, ${page.en.title}, ${page.en.summary}, ${page.en.keywords},
      ${page.sw.title}, ${page.sw.summary}, ${page.sw.keywords})`,
  );
  return sql`
    select 'page'::text as kind, p.path as id, p.path as url, null::text as date, null::text as repeat,
      array[]::text[] as tags, p.title_en, p.excerpt_en, p.keywords_en, p.title_sw, p.excerpt_sw,
      p.keywords_sw, 'A'::"char" as keyword_weight, 1.5::float4 as boost
    from (values ${sql.join(rows, sql`, `)})
      as p(path, title_en, excerpt_en, keywords_en, title_sw, excerpt_sw, keywords_sw)`;
};

/**
 * All documents (kind, id, url, date, repeat, tags, texts per language, the weight of their keywords
 * or tags, boost) as one subquery.
 */
export const searchDocuments = (): SQL =>
  sql.join([pageDocuments(), ...sources.map(contentDocuments)], sql` union all `);

/** The weighted vector of a row of `searchDocuments` named `d`. */
export const documentVector = sql`
  setweight(to_tsvector('english', d.title_en), 'A') ||
  setweight(to_tsvector('english', d.keywords_en), d.keyword_weight) ||
  setweight(to_tsvector('english', d.excerpt_en), 'C') ||
  setweight(to_tsvector('simple', d.title_sw), 'A') ||
  setweight(to_tsvector('simple', d.keywords_sw), d.keyword_weight) ||
  setweight(to_tsvector('simple', d.excerpt_sw), 'C')`;
