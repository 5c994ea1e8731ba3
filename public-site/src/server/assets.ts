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
  /** Style sheets of those chunks (linked in <head>, so the page is styled before any script runs). */
  styles: string[];
}

/**
 * The files a page needs beyond the entry's own: the chunks of its screen module and text modules,
 * with everything they import, and their styles. The entry's files are already in index.html.
 */
export function pageAssets(manifest: Manifest, modules: readonly string[], base: string): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const known = new Set<string>();
  const visit = (key: string, into: PageAssets) => {
    if (known.has(key)) return;
    known.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported, into);
    if (chunk !== entry) into.scripts.push(`${base}${chunk.file}`);
    for (const sheet of chunk.css ?? []) {
      const href = `${base}${sheet}`;
      if (!into.styles.includes(href)) into.styles.push(href);
    }
  };
  // The entry's chunks are marked known first: they are loaded by index.html anyway.
  const entryAssets: PageAssets = { scripts: [], styles: [] };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) visit(entryKey, entryAssets);
  const assets: PageAssets = { scripts: [], styles: [] };
  for (const module of modules) visit(module, assets);
  assets.styles = assets.styles.filter((href) => !entryAssets.styles.includes(href));
  return assets;
}

/** The `<link>` tags of a page's style sheets (early in <head>: they block the first paint). */
export const styleLinks = (assets: PageAssets): string =>
  assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n    ");

/** The `<link>` tags of a page's scripts (after the entry's own: it runs first). */
export const scriptPreloads = (assets: PageAssets): string =>
  assets.scripts.map((href) => `<link rel="modulepreload" href="${href}">`).join("\n    ");
