import { churchInfo } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useEffect } from "react";
import { absoluteUrl, siteConfig } from "../site-config.ts";
import { breadcrumbJsonLd, type Crumb, type JsonLd, webPageJsonLd } from "./structured-data.ts";

/** What a page tells search engines and social previews (public-site.md section 3, SEO page props). */
export interface PageMeta {
  /** The topic; the title becomes "Topic — church name", or the church name alone without one. */
  title?: string;
  description: string;
  /** Canonical path of the page, e.g. /about. */
  path: string;
  /** Preview image (path on this site); the 1200x630 social image by default. */
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  section?: string;
  keywords?: readonly string[];
  noIndex?: boolean;
  /** Trail from the home page to this page (the home crumb is added). */
  breadcrumbs?: readonly Crumb[];
  /** Extra JSON-LD of the page (Event, Article, ...). */
  jsonLd?: readonly JsonLd[];
}

export const pageTitle = (topic?: string) => (topic ? `${topic} — ${churchInfo.name}` : churchInfo.name);

function setMeta(attribute: "name" | "property", key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

function setPageJsonLd(data: readonly JsonLd[]) {
  const id = "page-structured-data";
  let script = document.getElementById(id);
  if (!script) {
    script = document.createElement("script");
    script.id = id;
    script.setAttribute("type", "application/ld+json");
    document.head.append(script);
  }
  // "<" escaped so a title can never close the script element.
  script.textContent = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, "\\u003c");
}

/**
 * Sets the document title, description, canonical URL, Open Graph and Twitter cards and the page's
 * JSON-LD (WebPage, BreadcrumbList and any extra). The church and website JSON-LD are in index.html.
 */
export function usePageMeta(meta: PageMeta) {
  const { language } = useLanguage();
  const key = JSON.stringify(meta);
  useEffect(() => {
    // Re-run only when the meta really changes (pages pass a fresh object on every render).
    const meta = JSON.parse(key) as PageMeta;
    const title = pageTitle(meta.title);
    const url = absoluteUrl(meta.path);
    const image = absoluteUrl(meta.image || siteConfig.socialImage.path);
    const isDefaultImage = !meta.image;
    document.title = title;
    setMeta("name", "description", meta.description);
    setMeta("name", "keywords", meta.keywords?.length ? meta.keywords.join(", ") : undefined);
    setMeta("name", "robots", meta.noIndex ? "noindex, nofollow" : undefined);
    setCanonical(url);
    setMeta("property", "og:type", meta.type ?? "website");
    setMeta("property", "og:site_name", churchInfo.name);
    setMeta("property", "og:locale", language === "sw" ? "sw_KE" : "en_US");
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", meta.description);
    setMeta("property", "og:url", url);
    setMeta("property", "og:image", image);
    setMeta("property", "og:image:width", isDefaultImage ? String(siteConfig.socialImage.width) : undefined);
    setMeta(
      "property",
      "og:image:height",
      isDefaultImage ? String(siteConfig.socialImage.height) : undefined,
    );
    setMeta("property", "article:published_time", meta.publishedTime);
    setMeta("property", "article:modified_time", meta.modifiedTime);
    setMeta("property", "article:author", meta.author);
    setMeta("property", "article:section", meta.section);
    setMeta("name", "twitter:card", "summary_large_image");
    setMeta("name", "twitter:title", title);
    setMeta("name", "twitter:description", meta.description);
    setMeta("name", "twitter:image", image);
    const origin = siteConfig.origin;
    const crumbs =
      meta.path === "/" ? [] : [{ name: churchInfo.name, path: "/" }, ...(meta.breadcrumbs ?? [])];
    setPageJsonLd([
      webPageJsonLd(origin, {
        title: meta.title ?? churchInfo.name,
        description: meta.description,
        path: meta.path,
      }),
      ...(crumbs.length > 1 ? [breadcrumbJsonLd(origin, crumbs)] : []),
      ...(meta.jsonLd ?? []),
    ]);
  }, [key, language]);
}
