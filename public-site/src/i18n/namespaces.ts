import { definedNamespaces, type Language, loadTexts } from "@church/ui-kit";

// Every `<name>.texts.ts` of the site defines its namespace's loaders (one chunk per language), so
// that a page's namespaces can be loaded before its code is: before hydrating, and on the server. The
// pattern is relative to this file: Storybook builds these stories with ui-kit as its root.
import.meta.glob("../**/*.texts.ts", { eager: true });

/** Every namespace of the public site's texts. */
export const namespaces: readonly string[] = definedNamespaces();

/** The texts of one namespace in one language (its own code-split chunk in the browser). */
export const loadNamespace = (language: Language, namespace: string) => loadTexts(language, namespace);

/** The namespaces every page uses (header, footer, ui-kit components). */
export const sharedNamespaces = ["common", "site"] as const;

/**
 * Every namespace in both languages into one instance: for component tests and stories, which render
 * screens of any page in either language with the shared instance.
 */
export async function loadAllTexts(i18n: {
  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}): Promise<void> {
  for (const language of ["en", "sw"] as const) {
    for (const namespace of namespaces) {
      i18n.addResourceBundle(language, namespace, await loadNamespace(language, namespace), true, true);
    }
  }
}
