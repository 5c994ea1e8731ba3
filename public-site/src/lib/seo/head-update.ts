import { churchInfo } from "@church/contracts";
import type { Language } from "@church/ui-kit";
import { ogLocale, pathIn } from "../language.ts";
import { siteConfig } from "../site-config.ts";
import { type HeadTag, headTags, type PageMeta } from "./head-tags.ts";

/** The title of a page: its topic, then the church. */
export const pageTitle = (topic?: string) => (topic ? `${topic} — ${churchInfo.name}` : churchInfo.name);

/** The head tags of a page in a language (the server writes them; the browser keeps them current). */
export function pageHeadTags(meta: PageMeta, language: Language): HeadTag[] {
  return headTags(meta, {
    language,
    origin: siteConfig.origin,
    socialImage: siteConfig.socialImage,
    title: pageTitle(meta.title),
    canonicalPath: pathIn(language, meta.path),
    alternates: { en: meta.path, sw: pathIn("sw", meta.path) },
    locale: ogLocale(language),
    pathOf: (path) => pathIn(language, path),
  });
}

/** Puts one tag of the page's head in place in the document (the server wrote the first ones). */
function applyTag(tag: HeadTag) {
  const head = document.head;
  switch (tag.tag) {
    case "title":
      document.title = tag.text;
      return;
    case "meta": {
      let element = head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
      if (!element) {
        element = document.createElement("meta");
        element.setAttribute(tag.attribute, tag.key);
        element.dataset.page = "";
        head.append(element);
      }
      element.content = tag.content;
      return;
    }
    case "link": {
      const selector = tag.hreflang
        ? `link[rel="${tag.rel}"][hreflang="${tag.hreflang}"]`
        : `link[rel="${tag.rel}"]:not([hreflang])`;
      let element = head.querySelector<HTMLLinkElement>(selector);
      if (!element) {
        element = document.createElement("link");
        element.rel = tag.rel;
        if (tag.hreflang) element.hreflang = tag.hreflang;
        head.append(element);
      }
      element.href = tag.href;
      return;
    }
    case "json-ld": {
      let script = document.getElementById(tag.id);
      if (!script) {
        script = document.createElement("script");
        script.id = tag.id;
        script.setAttribute("type", "application/ld+json");
        head.append(script);
      }
      script.textContent = tag.json;
      return;
    }
  }
}

/** Removes the page-level meta tags the new page does not set (e.g. article dates after an article). */
function removeStale(tags: readonly HeadTag[]) {
  const kept = new Set(tags.flatMap((tag) => (tag.tag === "meta" ? [`${tag.attribute}:${tag.key}`] : [])));
  for (const element of document.head.querySelectorAll<HTMLMetaElement>("meta[data-page]")) {
    const attribute = element.hasAttribute("property") ? "property" : "name";
    if (!kept.has(`${attribute}:${element.getAttribute(attribute)}`)) element.remove();
  }
}

/** Writes a page's head tags into the document (after a navigation in the browser). */
export function updateHead(meta: PageMeta, language: Language): void {
  const tags = pageHeadTags(meta, language);
  removeStale(tags);
  for (const tag of tags) applyTag(tag);
}
