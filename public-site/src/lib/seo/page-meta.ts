import { useLanguage } from "@church/ui-kit";
import { useEffect } from "react";
import { pageStateId } from "../page-state.ts";
import { useHeadCollector } from "../render-info.tsx";
import type { PageMeta } from "./head-tags.ts";

/** The meta whose tags the document's head holds now (the server wrote the first page's). */
let shownHead: string | undefined;

/**
 * The page's title, description, canonical URL and language twins (hreflang), Open Graph and Twitter
 * cards and JSON-LD (WebPage, BreadcrumbList and any extra). On the server they are collected while
 * the page renders and written into <head>; in the browser they follow each navigation.
 */
export function usePageMeta(meta: PageMeta) {
  const { language } = useLanguage();
  const head = useHeadCollector();
  // Server render: handed to the page's head (the last page-level call wins, as in the browser).
  if (head) head.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    // Re-run only when the meta really changes (pages pass a fresh object on every render). The
    // first page's head came with it from the server: the code that writes heads loads on the next.
    if (shownHead === undefined && document.getElementById(pageStateId)) {
      shownHead = key;
      return;
    }
    if (key === shownHead) return;
    shownHead = key;
    void import("./head-update.ts").then(({ updateHead }) =>
      updateHead(JSON.parse(key) as PageMeta, language),
    );
  }, [key, language]);
}
