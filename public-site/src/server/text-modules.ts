import type { Language } from "@church/ui-kit";
import { pages } from "../app/routes/pages.ts";

/** The source module of each route's screen (manifest keys, for the page's code and styles). */
export const pagesByPath = new Map<string, string>(
  Object.entries(pages).map(([path, page]) => [path, page.module]),
);

/** The source module of a namespace's texts in a language (see i18n/namespaces.ts). */
export function textModules(namespace: string, language: Language): string[] {
  if (namespace === "common") return [`../ui-kit/src/i18n/common.${language}.ts`];
  if (namespace === "site") return [`src/i18n/${language}.ts`];
  if (namespace === "site-messages") return language === "sw" ? ["src/i18n/messages.sw.ts"] : [];
  const page = /^site-([a-z-]+)$/.exec(namespace)?.[1];
  return page ? [`src/i18n/pages/${page}.${language}.ts`] : [];
}
