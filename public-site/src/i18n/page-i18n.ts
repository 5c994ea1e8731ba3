import { createChurchI18n, type Language, setPageI18n } from "@church/ui-kit";
import type { i18n as I18nInstance, Resource } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { loadNamespace, sharedNamespaces } from "./namespaces.ts";

/**
 * The browser's i18n for one page: only the visitor's language, with the namespaces the server's
 * render used loaded before hydration (so the markup matches), and any other namespace loaded when a
 * component first asks for it. It becomes the page's instance, which remotes share.
 */
export async function startPageI18n(
  language: Language,
  namespaces: readonly string[] = sharedNamespaces,
): Promise<I18nInstance> {
  const wanted = [...new Set([...sharedNamespaces, ...namespaces])];
  const loaded = await Promise.all(
    wanted.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
  );
  const resources: Resource = { [language]: Object.fromEntries(loaded) };
  const instance = createChurchI18n({
    language,
    resources,
    fallbackLanguage: false,
    // A page whose texts are not loaded yet waits for them (navigations are transitions: the page
    // on screen stays meanwhile) rather than showing their keys.
    suspend: true,
    backend: resourcesToBackend((lng: string, namespace: string) =>
      loadNamespace(lng === "sw" ? "sw" : "en", namespace),
    ),
  });
  setPageI18n(instance);
  return instance;
}
