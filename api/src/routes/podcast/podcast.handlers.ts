import { churchInfo, type endpoints, type Language } from "@church/contracts";
import { escapeXml } from "@church/web-server/escape";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { audioServices } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { podcastContentType, podcastTexts } from "./podcast.texts.ts";

/** hh:mm:ss, as podcast apps read itunes:duration. */
const hms = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
};

/**
 * The address the visitor used: absolute links are required in a feed. The gateway terminates TLS, so
 * its X-Forwarded-Proto says whether it was https.
 */
function originOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "https" || proto === "http" ? proto : url.protocol.replace(":", "");
  const host = c.req.header("host") ?? url.host;
  return `${scheme}://${/^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? host : url.host}`;
}

export function createPodcastHandlers({ db }: AppDeps) {
  const feedFor = async (c: Context<AppEnv>, language: Language): Promise<Response> => {
    const t = podcastTexts[language];
    // Only recordings that exist can be enclosed; the Swahili feed lists the sermons with a Swahili title.
    const withFile = and(isNotNull(audioServices.fileKey), eq(audioServices.status, "published"));
    const rows = await db
      .select()
      .from(audioServices)
      .where(
        language === "sw"
          ? and(withFile, sql`coalesce(trim(${audioServices.translations}->'sw'->>'title'), '') <> ''`)
          : withFile,
      )
      .orderBy(desc(audioServices.date), desc(audioServices.createdAt))
      .limit(300);
    if (language === "sw" && rows.length === 0) throw notFound(t.notFound);

    const origin = originOf(c);
    const self = `${origin}${language === "sw" ? "/api/podcast/sw.xml" : "/api/podcast.xml"}`;
    const image = `${origin}/images/social/logo-512.png`;
    const name = language === "sw" ? churchInfo.nameSw : churchInfo.name;
    const newest = rows[0] ? churchDateTime(rows[0].date, churchInfo.service.start24) : new Date();

    const items = rows.map((row) => {
      const sw = language === "sw" ? row.translations.sw : undefined;
      const title = sw?.title?.trim() || row.title;
      const description = sw?.description?.trim() || row.description;
      const url = `${origin}/api/audio-services/${row.id}/file`;
      return [
        "    <item>",
        `      <title>${escapeXml(title)}</title>`,
        `      <description>${escapeXml(description)}</description>`,
        `      <itunes:summary>${escapeXml(description)}</itunes:summary>`,
        `      <itunes:author>${escapeXml(row.speaker)}</itunes:author>`,
        `      <dc:creator>${escapeXml(row.speaker)}</dc:creator>`,
        `      <pubDate>${churchDateTime(row.date, churchInfo.service.start24).toUTCString()}</pubDate>`,
        `      <guid isPermaLink="false">${row.id}</guid>`,
        `      <link>${escapeXml(`${origin}/audio-services`)}</link>`,
        `      <enclosure url="${escapeXml(url)}" length="${row.fileSizeBytes ?? 0}" type="${escapeXml(row.mimeType ?? "audio/mpeg")}"/>`,
        row.durationSeconds !== null
          ? `      <itunes:duration>${hms(row.durationSeconds)}</itunes:duration>`
          : "",
        "      <itunes:episodeType>full</itunes:episodeType>",
        "      <itunes:explicit>false</itunes:explicit>",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    });

    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      "  <channel>",
      `    <title>${escapeXml(t.title)}</title>`,
      `    <link>${escapeXml(`${origin}/audio-services`)}</link>`,
      `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
      `    <description>${escapeXml(t.description)}</description>`,
      `    <language>${t.language}</language>`,
      `    <copyright>${escapeXml(`© ${name}`)}</copyright>`,
      `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
      `    <image><url>${escapeXml(image)}</url><title>${escapeXml(t.title)}</title><link>${escapeXml(`${origin}/audio-services`)}</link></image>`,
      `    <itunes:image href="${escapeXml(image)}"/>`,
      `    <itunes:author>${escapeXml(name)}</itunes:author>`,
      `    <itunes:summary>${escapeXml(t.description)}</itunes:summary>`,
      `    <itunes:owner><itunes:name>${escapeXml(name)}</itunes:name><itunes:email>${churchInfo.email}</itunes:email></itunes:owner>`,
      '    <itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>',
      "    <itunes:explicit>false</itunes:explicit>",
      "    <itunes:type>episodic</itunes:type>",
      ...items,
      "  </channel>",
      "</rss>",
      "",
    ].join("\n");
    return new Response(xml, {
      headers: {
        "content-type": podcastContentType,
        // Podcast apps poll; a few minutes of caching spares the database without delaying a new sermon much.
        "cache-control": "public, max-age=300",
      },
    });
  };

  const feed: Handler<typeof endpoints.podcast.feed> = ({ c }) => feedFor(c, "en");
  const feedSw: Handler<typeof endpoints.podcast.feedSw> = ({ c }) => feedFor(c, "sw");
  return { feed, feedSw };
}
