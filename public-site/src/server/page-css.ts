/**
 * Per-page styles of an islands page (issue 31), from what the build computed (build/page-css-plugin.ts):
 * each built sheet cut into its rules with the classes each selector needs, and each module of the
 * browser's build with the class names its code holds. A page's `<style>` keeps a rule when one of its
 * selectors needs only classes that the page's code can draw; everything else stays in the sheets,
 * which the page names (`data-rest`) for the code that may need them later (lib/page-styles-rest.ts).
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
  | { raw: string }
  /** An @font-face rule: the page server places these apart (lib/web-fonts.ts). */
  | { fontFace: true };

export interface PageCssData {
  /**
   * Each module of the browser's build (its path from the app's folder, as the manifest names it):
   * the class names its code holds, the prefixes it completes when it runs (`ps-chip--${tone}`), and
   * the modules it imports, statically and dynamically.
   */
  modules: Record<string, { classes: string[]; prefixes: string[]; imports: string[]; dynamic: string[] }>;
  /** Class names the page's own markup and `boot.js` hold (they are on every page). */
  always: string[];
  /** Each built sheet by its address (`/assets/index-….css`). */
  sheets: Record<string, CssNode[]>;
}

/** A page's roots: modules whose static imports it draws, and islands whose lazy parts it may draw. */
export interface PageRoots {
  modules: readonly string[];
  /** Their dynamic imports too (an island's dialogs), but never the island registry's. */
  withLazyParts: readonly string[];
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

/** The module that imports every island dynamically: following it would keep every island's rules. */
const islandRegistry = "src/islands/registry.ts";

export function createPageCss(data: PageCssData) {
  /** The class names and prefixes the roots' code holds. */
  const drawnBy = (roots: PageRoots) => {
    const classes = new Set(data.always);
    const prefixes = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string, lazy: boolean) => {
      if (seen.has(key)) return;
      seen.add(key);
      const module = data.modules[key];
      if (!module) return;
      for (const name of module.classes) classes.add(name);
      for (const prefix of module.prefixes) prefixes.add(prefix);
      for (const imported of module.imports) visit(imported, lazy);
      if (lazy && key !== islandRegistry) for (const imported of module.dynamic) visit(imported, lazy);
    };
    // The lazy walks first: a module seen without its lazy parts would not be walked again with them.
    for (const key of roots.withLazyParts) visit(key, true);
    for (const key of roots.modules) visit(key, false);
    return { classes, prefixes: [...prefixes] };
  };

  /** The rules of `sheets` that the roots' code can draw, in the sheets' order; undefined: a sheet unknown. */
  const cssFor = (hrefs: readonly string[], roots: PageRoots): string | undefined => {
    if (hrefs.some((href) => !data.sheets[href])) return undefined;
    const { classes, prefixes } = drawnBy(roots);
    const drawn = (name: string) => classes.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
    const print = (nodes: readonly CssNode[]): string => {
      let css = "";
      for (const node of nodes) {
        if ("raw" in node) css += node.raw;
        else if ("at" in node) {
          const inner = print(node.nodes);
          if (inner) css += `${node.at}{${inner}}`;
        } else if ("selectors" in node) {
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
