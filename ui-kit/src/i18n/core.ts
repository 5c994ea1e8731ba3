import { type BackendModule, createInstance, type i18n as I18nInstance, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

/** The languages of the product; English is the default and the fallback. */
export const languages = ["en", "sw"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** localStorage key (and cookie name) that remembers the visitor's chosen language. */
export const languageStorageKey = "church-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * A new i18next instance bound to react-i18next, initialised synchronously with the resources given
 * (anything else comes from the backend, if given). The admin portal and the records portal make one
 * per page with everything bundled; the public site makes one with the visitor's language only.
 */
export function createChurchI18n(options: {
  language: Language;
  resources: Resource;
  /** Loads a namespace that is not among `resources` when a component first asks for it. */
  backend?: BackendModule;
  /**
   * Where a missing text is looked up (English by default). The public site, which loads one language
   * only, sets false: its Swahili dictionaries have every key (tested), and with a backend a fallback
   * would load the English texts too.
   */
  fallbackLanguage?: Language | false;
  /** Components asking for a namespace not loaded yet suspend until it is (default: they re-render). */
  suspend?: boolean;
}): I18nInstance {
  const instance = createInstance();
  if (options.backend) instance.use(options.backend);
  instance.use(initReactI18next).init({
    resources: options.resources,
    lng: options.language,
    fallbackLng: options.fallbackLanguage ?? defaultLanguage,
    supportedLngs: [...languages],
    load: "languageOnly",
    ns: ["common"],
    defaultNS: "common",
    fallbackNS: "common",
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: options.suspend ?? false },
    returnNull: false,
  });
  return instance;
}

// Module Federation shares @church/ui-kit as a singleton, but the page's instance is also kept in a
// global slot: the app that starts first puts it there, and every copy of this package finds it.
const slot = Symbol.for("@church/ui-kit/i18n");
const holder = globalThis as typeof globalThis & { [slot]?: I18nInstance };

/** The page's i18n instance, if an app has set one up. */
export function pageI18n(): I18nInstance | undefined {
  return holder[slot];
}

/** Makes `instance` the page's instance (the public site sets up its own, with one language loaded). */
export function setPageI18n(instance: I18nInstance): void {
  holder[slot] = instance;
}

/** Remembers a visitor's choice (storage and a cookie the server can read), and sets <html lang>. */
export function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // not remembered; the page still switches
  }
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is missing from older Safari and Firefox
    document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}
