import type { Language } from "@church/ui-kit";

type Dictionary = Record<string, unknown>;
type Loader = () => Promise<Dictionary>;

/** The one exported dictionary of a texts module (`export const homeSw = {...}`). */
const dictionaryOf = (module: Record<string, unknown>): Dictionary => {
  const [dictionary] = Object.values(module);
  if (typeof dictionary !== "object" || dictionary === null)
    throw new Error("A texts module exports no dictionary");
  return dictionary as Dictionary;
};

const loaders = new Map<string, Record<Language, Loader>>([
  [
    "common",
    {
      en: () => import("@church/ui-kit/common.en").then(dictionaryOf),
      sw: () => import("@church/ui-kit/common.sw").then(dictionaryOf),
    },
  ],
  [
    "site",
    { en: () => import("./en.ts").then(dictionaryOf), sw: () => import("./sw.ts").then(dictionaryOf) },
  ],
  // Contract texts are English already: only their Swahili versions are a dictionary (messages.ts).
  ["site-messages", { en: async () => ({}), sw: () => import("./messages.sw.ts").then(dictionaryOf) }],
]);

// pages/<name>.<language>.ts holds the namespace "site-<name>" (pages/<name>.ts names it).
const pageModules = import.meta.glob<Record<string, unknown>>("./pages/*.{en,sw}.ts");
for (const [path, load] of Object.entries(pageModules)) {
  const match = /\/([a-z-]+)\.(en|sw)\.ts$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const namespace = `site-${match[1]}`;
  const entry = loaders.get(namespace) ?? ({} as Record<Language, Loader>);
  entry[match[2] as Language] = () => load().then(dictionaryOf);
  loaders.set(namespace, entry);
}

/** Every namespace of the public site's texts. */
export const namespaces: readonly string[] = [...loaders.keys()];

/** The texts of one namespace in one language (its own code-split chunk in the browser). */
export function loadNamespace(language: Language, namespace: string): Promise<Dictionary> {
  const load = loaders.get(namespace)?.[language];
  if (!load) return Promise.reject(new Error(`No texts for namespace "${namespace}" in "${language}"`));
  return load();
}

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
