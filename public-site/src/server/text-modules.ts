import type { Language } from "@church/ui-kit";
import { pages } from "../app/routes/pages.ts";

/** The source module of each route's screen (manifest keys, for the page's code and styles). */
export const pagesByPath = new Map<string, string>(
  Object.entries(pages).map(([path, page]) => [path, page.module]),
);

// Each namespace is named in its `<name>.texts.ts`, beside its `<name>.texts.<language>.ts` modules.
const definitions = import.meta.glob<Record<string, unknown>>("/src/**/*.texts.ts", { eager: true });
const languageModules = import.meta.glob("/src/**/*.texts.{en,sw}.ts", { eager: true });
const definedIn = new Map<string, string>();
for (const [path, module] of Object.entries(definitions)) {
  for (const value of Object.values(module)) if (typeof value === "string") definedIn.set(value, path);
}

/** The source module of a namespace's texts in a language (see i18n/namespaces.ts). */
export function textModules(namespace: string, language: Language): string[] {
  // ui-kit's shared words, which the site loads like its own texts (i18n/common.texts.ts).
  if (namespace === "common") return [`../ui-kit/src/i18n/common.texts.${language}.ts`];
  const path = definedIn.get(namespace)?.replace(/\.texts\.ts$/, `.texts.${language}.ts`);
  return path && path in languageModules ? [path.slice(1)] : [];
}
