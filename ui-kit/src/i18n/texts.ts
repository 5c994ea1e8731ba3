import type { i18n as I18nInstance } from "i18next";
import { type Language, languages, pageI18n } from "./core.ts";

type Dictionary = Record<string, unknown>;

/**
 * One language's texts of a namespace: the dictionary itself (bundled: added to the page's instance at
 * once, so an app can switch language in place), or a loader of its `<name>.texts.<language>.ts`
 * module (loaded when the namespace is first used, in the page's language only).
 */
export type TextSource = Dictionary | (() => Promise<object>);

/** The Swahili dictionary must have the English one's shape: same keys, strings or string lists. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly (infer I)[]
      ? readonly (I extends string ? string : Translation<I>)[]
      : Translation<T[K]>;
};

// In a global slot like the page's instance: a remote's own copy of this package registers into the
// same catalog as the host's.
const slot = Symbol.for("@church/ui-kit/texts");
type Catalog = Map<string, Record<Language, TextSource>[]>;
const holder = globalThis as typeof globalThis & { [slot]?: Catalog };
holder[slot] ??= new Map();
const catalog: Catalog = holder[slot];

function addBundled(instance: I18nInstance, namespace: string, sources: Record<Language, TextSource>) {
  for (const language of languages) {
    const source = sources[language];
    if (typeof source !== "function") instance.addResourceBundle(language, namespace, source, true, true);
  }
}

/**
 * Registers a namespace's texts in both languages and returns its name; call it at module load in the
 * namespace's `<name>.texts.ts`. Defining a namespace again adds keys to it.
 */
export function defineTexts(namespace: string, sources: Record<Language, TextSource>): string {
  catalog.set(namespace, [...(catalog.get(namespace) ?? []), sources]);
  const instance = pageI18n();
  if (instance) addBundled(instance, namespace, sources);
  return namespace;
}

/** Adds the bundled texts defined before `instance` existed (the page's instance, when it starts). */
export function addDefinedTexts(instance: I18nInstance): void {
  for (const [namespace, list] of catalog)
    for (const sources of list) addBundled(instance, namespace, sources);
}

/** Every namespace defined so far. */
export const definedNamespaces = (): string[] => [...catalog.keys()];

// A texts module exports one dictionary (`export const homeSw = {...}`).
function dictionaryOf(module: object): Dictionary {
  const [dictionary] = Object.values(module);
  if (typeof dictionary !== "object" || dictionary === null)
    throw new Error("A texts module exports no dictionary");
  return dictionary as Dictionary;
}

/** The texts of one namespace in one language (a loader's module is its own code-split chunk). */
export async function loadTexts(language: Language, namespace: string): Promise<Dictionary> {
  const list = catalog.get(namespace);
  if (!list) throw new Error(`No texts for namespace "${namespace}"`);
  const parts = await Promise.all(
    list.map((sources) => {
      const source = sources[language];
      return typeof source === "function" ? source().then(dictionaryOf) : source;
    }),
  );
  return Object.assign({}, ...parts);
}
