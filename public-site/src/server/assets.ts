/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** JavaScript chunks the page's code needs at once (modulepreload). */
  scripts: string[];
  /** Style sheets of those chunks and of the parts drawn without their code (page-styles.ts). */
  styles: string[];
}

/**
 * The files a page needs: the chunks the entry imports (index.html loads only the entry itself, and
 * its imports would otherwise be found one step later, when it has arrived), then the chunks of the
 * page's screen module and text modules with everything they import, and their styles; and only the
 * styles of `drawnModules`, parts the server drew whose code the browser does not load with the page
 * (static islands). The entry's style sheets are index.html's own.
 */
export function pageAssets(
  manifest: Manifest,
  modules: readonly string[],
  base: string,
  drawnModules: readonly string[] = [],
): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const known = new Set<string>();
  const assets: PageAssets = { scripts: [], styles: [] };
  const addStyles = (chunk: ManifestChunk) => {
    for (const sheet of chunk.css ?? []) {
      const href = `${base}${sheet}`;
      if (!assets.styles.includes(href)) assets.styles.push(href);
    }
  };
  const visit = (key: string, withStyles: boolean) => {
    if (known.has(key)) return;
    known.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported, withStyles);
    if (key !== entryKey) assets.scripts.push(`${base}${chunk.file}`);
    if (withStyles) addStyles(chunk);
  };
  // The entry's graph first (it runs first); its style sheets are index.html's own.
  if (entryKey) visit(entryKey, false);
  for (const module of modules) visit(module, true);
  const drawn = new Set(known);
  const visitStyles = (key: string) => {
    if (drawn.has(key)) return;
    drawn.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visitStyles(imported);
    addStyles(chunk);
  };
  for (const module of drawnModules) visitStyles(module);
  return assets;
}

/** The id of the page's list of scripts, which `public/boot.js` loads once the page has been painted. */
export const pageScriptsId = "page-scripts";

/**
 * The page's scripts as data, not as tags: `public/boot.js` adds them once the server's page has been
 * painted (the entry, and its and the page's chunks as modulepreloads, in this order). Nothing of the
 * app's JavaScript is fetched before the first paint: on a slow connection the page's text, pictures
 * and fonts have the line to themselves, and the page is readable without scripts anyway (decision 013).
 * It goes in `<head>`, and boot.js reads it only there: staff content is in `<body>`, and an HTML parser
 * never puts anything of the body into the head, so no content can stand in for it (issue 26).
 */
export const scriptList = (entry: string, assets: PageAssets): string =>
  `<script type="application/json" id="${pageScriptsId}">${JSON.stringify({ entry, modules: assets.scripts })}</script>`;
