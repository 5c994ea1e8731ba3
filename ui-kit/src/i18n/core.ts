import { type BackendModule, createInstance, type i18n as I18nInstance, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, type Language, languages } from "./language-choice.ts";

export {
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  languages,
  rememberLanguage,
} from "./language-choice.ts";

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
