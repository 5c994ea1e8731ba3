import { type Article, type AudioService, churchInfo, type Event, parseTimeRange } from "@church/contracts";
import { buffaloDateTime, buffaloIso } from "../time.ts";

/**
 * schema.org JSON-LD of the public site. Pure functions of their input and the site's origin, so the
 * build (index.html) and the pages produce the same shapes.
 */
export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";
const abs = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** Structured-data titles get the church name appended unless already present (public-site.md section 1). */
export function withChurchName(title: string): string {
  return title.includes(churchInfo.name) ? title : `${title} — ${churchInfo.name}`;
}

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: churchInfo.address.street,
  addressLocality: churchInfo.address.city,
  addressRegion: churchInfo.address.region,
  postalCode: churchInfo.address.postalCode,
  addressCountry: churchInfo.address.country,
};

/** The church as an organisation and a place of worship, with its Sunday service hours. */
export function churchJsonLd(origin: string, logoPath: string, imagePath: string): JsonLd {
  return {
    "@context": context,
    "@type": ["Church", "Organization"],
    "@id": `${origin}/#church`,
    name: churchInfo.name,
    alternateName: churchInfo.nameSw,
    url: `${origin}/`,
    logo: abs(origin, logoPath),
    image: abs(origin, imagePath),
    email: churchInfo.email,
    telephone: churchInfo.phone,
    address: postalAddress,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Sunday",
      opens: churchInfo.service.start24,
      closes: churchInfo.service.end24,
    },
    sameAs: [churchInfo.social.youtubeChannelUrl],
  };
}

/** The site, with a search box that search engines may show (SearchAction on /search?q={term}). */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: churchInfo.name,
    url: `${origin}/`,
    inLanguage: ["en", "sw"],
    publisher: { "@id": `${origin}/#church` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function webPageJsonLd(
  origin: string,
  page: { title: string; description: string; path: string; language?: string },
) {
  return {
    "@context": context,
    "@type": "WebPage",
    name: withChurchName(page.title),
    description: page.description,
    url: abs(origin, page.path),
    ...(page.language ? { inLanguage: page.language } : {}),
    isPartOf: { "@id": `${origin}/#website` },
  } satisfies JsonLd;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: abs(origin, crumb.path),
    })),
  };
}

/** Start and end of an event: its stored date-times, else its date and time text. */
export function eventTimes(event: Pick<Event, "date" | "time" | "startDateTime" | "endDateTime">): {
  start: string;
  end: string | null;
} {
  if (event.startDateTime) {
    return {
      start: buffaloIso(event.startDateTime),
      end: event.endDateTime ? buffaloIso(event.endDateTime) : null,
    };
  }
  const range = parseTimeRange(event.time);
  if (!range) return { start: event.date, end: null };
  return {
    start: buffaloDateTime(event.date, range.start),
    end: range.end ? buffaloDateTime(event.date, range.end) : null,
  };
}

/**
 * An event for search engines: its start and end in Buffalo time, the place, free admission, and
 * how to attend (worship services are also streamed, so they are mixed in person and online).
 */
export function eventJsonLd(origin: string, event: Event, path: string): JsonLd {
  const { start, end } = eventTimes(event);
  const place = {
    "@type": "Place",
    name: event.location,
    address: event.locationAddress ?? churchInfo.addressLine,
  };
  const streamed = event.category === "worship";
  return {
    "@context": context,
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: streamed
      ? "https://schema.org/MixedEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: streamed ? [place, { "@type": "VirtualLocation", url: abs(origin, "/live-stream") }] : place,
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: abs(origin, path),
    },
    organizer: { "@type": "Organization", name: churchInfo.name, url: `${origin}/` },
    url: abs(origin, path),
    ...(event.imageUrl ? { image: abs(origin, event.imageUrl) } : {}),
  };
}

export function articleJsonLd(origin: string, article: Article, path: string, fallbackImage: string): JsonLd {
  return {
    "@context": context,
    "@type": "Article",
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    datePublished: article.publishedAt ?? article.date,
    dateModified: article.updatedAt,
    author: { "@type": "Person", name: article.author || churchInfo.name },
    publisher: { "@id": `${origin}/#church`, "@type": "Organization", name: churchInfo.name },
    image: abs(origin, article.imageUrl ?? fallbackImage),
    mainEntityOfPage: abs(origin, path),
    keywords: article.tags.join(", "),
    articleSection: article.category,
  };
}

/** "m:ss" or "h:mm:ss" as an ISO 8601 duration (PT18M42S), or undefined when it is not one. */
export function isoDuration(text: string): string | undefined {
  const parts = text.split(":").map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds ?? 0}S`;
}

/**
 * A sermon as a podcast episode of the church's sermon podcast, with its recording as the media
 * (the podcast feed of its language is the series).
 */
export function sermonJsonLd(
  origin: string,
  sermon: AudioService,
  path: string,
  series: { name: string; feedPath: string },
): JsonLd {
  const duration = isoDuration(sermon.duration);
  return {
    "@context": context,
    "@type": "PodcastEpisode",
    name: sermon.title,
    description: sermon.description,
    datePublished: sermon.date,
    url: abs(origin, path),
    ...(duration ? { timeRequired: duration } : {}),
    author: { "@type": "Person", name: sermon.speaker },
    partOfSeries: { "@type": "PodcastSeries", name: series.name, webFeed: abs(origin, series.feedPath) },
    associatedMedia: {
      "@type": "AudioObject",
      contentUrl: abs(origin, sermon.audioUrl),
      encodingFormat: sermon.mimeType ?? "audio/mpeg",
      ...(duration ? { duration } : {}),
      ...(sermon.fileSizeBytes ? { contentSize: `${sermon.fileSizeBytes} B` } : {}),
    },
  };
}

/** A blog post (or an announcement, as news) for search engines. */
export function postingJsonLd(
  origin: string,
  type: "BlogPosting" | "NewsArticle",
  post: {
    title: string;
    summary: string;
    published: string | null;
    modified: string;
    author: string;
    image: string | null;
  },
  path: string,
  fallbackImage: string,
): JsonLd {
  return {
    "@context": context,
    "@type": type,
    headline: post.title.slice(0, 110),
    description: post.summary,
    ...(post.published ? { datePublished: post.published } : {}),
    dateModified: post.modified,
    author: { "@type": "Person", name: post.author || churchInfo.name },
    publisher: { "@id": `${origin}/#church`, "@type": "Organization", name: churchInfo.name },
    image: abs(origin, post.image ?? fallbackImage),
    mainEntityOfPage: abs(origin, path),
  };
}
