import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { splitFontFaces } from "../lib/web-fonts.ts";
import type { Manifest } from "./assets.ts";
import { createPageCss, type PageCssData, type PageDrawing, pageCssFile } from "./page-css.ts";

/** Where a page's styles go in the template (where index.html linked the entry's style sheets). */
export const stylesMark = "<!--app-styles-->";

const sheetLink = /\n?[ \t]*<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * The built style sheets, read once at start (vite.config.ts: `cssCodeSplit`, one sheet per code-split
 * chunk). A page carries in a `<style>` the sheets of the entry's chunks and of its own screen's, and
 * nothing else: what a page can show is drawn by the code its chunks hold, whatever the live data, and
 * each component imports its own CSS. The rest (another page's, a dialog's) comes with the code that
 * needs it: Vite's loader of code-split modules adds a chunk's sheets and waits for them before the
 * module runs, so a move to another page is styled before it shows. The loader skips a sheet that a
 * `<link rel="stylesheet">` already names, so the page names each sheet it carries in a `disabled`
 * link, which browsers do not fetch: no sheet is loaded again on hydration (e2e: server-rendering.spec.ts).
 */
export function loadPageStyles(clientDir: string, builtHtml: string, manifest: Manifest) {
  const entrySheets = [...builtHtml.matchAll(sheetLink)].map((match) => match[1] ?? "");
  // The first link gives way to the page's styles, the others go.
  let marked = false;
  let html = builtHtml.replace(sheetLink, () => {
    if (marked) return "";
    marked = true;
    return `\n    ${stylesMark}`;
  });
  if (!marked) html = html.replace("</head>", `  ${stylesMark}\n  </head>`);

  const files = new Set([
    ...entrySheets,
    ...Object.values(manifest).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  ]);
  /** What the build computed for per-page styles (page-css.ts), if it did. */
  const dataFile = join(clientDir, pageCssFile);
  const data = existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, "utf8")) as PageCssData) : undefined;
  const pageCss = data && createPageCss(data);

  /**
   * Each sheet's rules; the web fonts' go only into a returning visitor's pages (lib/web-fonts.ts). The
   * build took them out of its sheets (page-css.ts `fontFaces`), else they are taken out here.
   */
  const rules = new Map<string, string>();
  let fontFaces = data?.fontFaces.replace(/<\/style/gi, "<\\/style") ?? "";
  for (const href of files) {
    const sheet = readFileSync(join(clientDir, href.slice(1)), "utf8").replace(/<\/style/gi, "<\\/style");
    const split = splitFontFaces(sheet);
    rules.set(href, split.css);
    fontFaces += split.fontFaces;
  }

  // Pages share few sets of sheets (one per screen module): each set's tags are made once.
  const made = new Map<string, { style: string; names: string; rest: string }>();
  const tagsOf = (hrefs: readonly string[]) => {
    const key = hrefs.join(" ");
    let tags = made.get(key);
    if (tags === undefined) {
      const css = hrefs.map((href) => rules.get(href) ?? "").join("");
      const names = (rest: string) =>
        hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled${rest}>`).join("\n    ");
      tags = { style: css && `<style>${css}</style>`, names: names(""), rest: names(" data-rest") };
      made.set(key, tags);
    }
    return tags;
  };
  /**
   * The `<style>` of a page whose screen needs `pageSheets`, with the entry's sheets first, and the
   * sheets named for the browser's loader of code-split modules. With `drawing` (an islands page), only
   * the rules the page draws, its sheets named `data-rest` for the code that needs the others
   * (lib/page-styles-rest.ts).
   */
  const stylesFor = (pageSheets: readonly string[], drawing?: PageDrawing): string => {
    const hrefs = [...new Set([...entrySheets, ...pageSheets])];
    const tags = tagsOf(hrefs);
    const own = drawing && pageCss?.cssFor(hrefs, drawing);
    if (own === undefined) return [tags.style, tags.names].filter(Boolean).join("\n    ");
    const style = own && `<style>${own.replace(/<\/style/gi, "<\\/style")}</style>`;
    return [style, tags.rest].filter(Boolean).join("\n    ");
  };
  return { html, fontFaces, stylesFor };
}
