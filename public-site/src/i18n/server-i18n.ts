import { createChurchI18n, type Language, languages } from "@church/ui-kit";
import type { i18n as I18nInstance, Resource } from "i18next";
import { loadNamespace, namespaces } from "./namespaces.ts";

let base: Promise<I18nInstance> | undefined;

/** One instance holding every namespace in both languages, loaded once per server process. */
function baseInstance(): Promise<I18nInstance> {
  base ??= (async () => {
    const resources: Resource = {};
    for (const language of languages) {
      const loaded = await Promise.all(
        namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
      );
      resources[language] = Object.fromEntries(loaded);
    }
    return createChurchI18n({ language: "en", resources, fallbackLanguage: false });
  })();
  return base;
}

/**
 * An instance for one server render, in that page's language. It shares the texts of the base
 * instance, and records the namespaces the render used (react-i18next's `reportNamespaces`), which
 * the page then tells the browser to load before hydrating.
 */
export async function requestI18n(language: Language): Promise<I18nInstance> {
  return (await baseInstance()).cloneInstance({ lng: language, initAsync: false });
}

/** The namespaces a render used so far. */
export const usedNamespaces = (instance: I18nInstance): string[] =>
  instance.reportNamespaces?.getUsedNamespaces() ?? [];
