/**
 * Per-page styles of an islands page (issue 31). The build (build/page-css-plugin.ts) cuts each built
 * sheet into its rules with the classes each selector needs, and lists each module's class names. The
 * server keeps in a page's `<style>` the rules whose classes its HTML holds (with those of the islands'
 * runtime, which draws without React): an islands page's HTML never changes in the browser until an
 * island wakes, and before the first one does, the whole sheets load (lib/page-styles-rest.ts; the page
 * names them `data-rest`). Picking the rules is done once per render (the page is kept), never per request.
 */

/** Where the build writes it, in the client's folder. */
export const pageCssFile = ".vite/page-css.json";

/** One rule of a sheet, or an at-rule holding rules (a media query). */
export type CssNode =
  /** A style rule: its selectors, the classes each needs, and its declarations. */
  | { selectors: string[]; needs: string[][]; body: string }
  /** `@media …`, `@supports …`: its prelude and its rules. */
  | { at: string; nodes: CssNode[] }
  /** Kept as it is (keyframes, `@layer` statements): needs nothing. */
  | { raw: string };

export interface PageCssData {
  /**
   * Each module of the browser's build (its path from the app's folder, as the manifest names it):
   * the class names its code holds, the prefixes it completes when it runs (`ps-chip--${tone}`), and
   * the modules it imports statically.
   */
  modules: Record<string, { classes: string[]; prefixes: string[]; imports: string[] }>;
  /** Class names the page's own markup and `boot.js` hold (they are on every page). */
  always: string[];
  /** Each built sheet by its address (`/assets/index-….css`). */
  sheets: Record<string, CssNode[]>;
  /**
   * The sheets' @font-face rules, which the build took out of them (the page server puts them into a
   * returning visitor's pages: lib/web-fonts.ts).
   */
  fontFaces: string;
}

/** What an islands page draws: the classes in its HTML, and modules whose code runs on it at load. */
export interface PageDrawing {
  classes: Iterable<string>;
  /** With their static imports (the islands' runtime, which draws without React). */
  modules: readonly string[];
}

/** Pseudo-classes whose argument a match does not need (`:not(.open)`, either of `:is(.a, .b)`). */
const notNeeded = /^:(not|is|where|matches|-webkit-any)\($/;

/**
 * The classes an element must have for `selector` to match anything: its class selectors, except
 * those in `:not()`, `:is()` and `:where()` (a page without them may still need the rule). Strings and
 * attribute selectors go first (`[href$=".pdf"]` names no class).
 */
export function classesNeeded(selector: string): string[] {
  const plain = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/\[[^\]]*\]/g, "[]");
  const needed: string[] = [];
  /** For each open parenthesis: whether what it holds is needed. */
  const open: boolean[] = [];
  const token = /:[\w-]+\(|\(|\)|\.(-?[_a-zA-Z][\w-]*)/g;
  for (const match of plain.matchAll(token)) {
    const text = match[0];
    if (text === ")") open.pop();
    else if (text.endsWith("(")) open.push(!notNeeded.test(text) && open.every(Boolean));
    else if (match[1] && open.every(Boolean)) needed.push(match[1]);
  }
  return [...new Set(needed)];
}

/** The class names of the elements in `html` (as React writes them: `class="a b"`). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export function createPageCss(data: PageCssData) {
  /** The class names and prefixes a page draws. */
  const drawnBy = (drawing: PageDrawing) => {
    const classes = new Set([...data.always, ...drawing.classes]);
    const prefixes = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const module = data.modules[key];
      if (!module) return;
      for (const name of module.classes) classes.add(name);
      for (const prefix of module.prefixes) prefixes.add(prefix);
      for (const imported of module.imports) visit(imported);
    };
    for (const key of drawing.modules) visit(key);
    return { classes, prefixes: [...prefixes] };
  };

  /** The rules of `sheets` the page draws, in the sheets' order; undefined: a sheet unknown. */
  const cssFor = (hrefs: readonly string[], drawing: PageDrawing): string | undefined => {
    if (hrefs.some((href) => !data.sheets[href])) return undefined;
    const { classes, prefixes } = drawnBy(drawing);
    const drawn = (name: string) => classes.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
    const print = (nodes: readonly CssNode[]): string => {
      let css = "";
      for (const node of nodes) {
        if ("raw" in node) css += node.raw;
        else if ("at" in node) {
          const inner = print(node.nodes);
          if (inner) css += `${node.at}{${inner}}`;
        } else {
          const kept = node.selectors.filter((_, index) => (node.needs[index] ?? []).every(drawn));
          if (kept.length > 0) css += `${kept.join(",")}{${node.body}}`;
        }
      }
      return css;
    };
    return hrefs.map((href) => print(data.sheets[href] ?? [])).join("");
  };
  return { cssFor };
}
