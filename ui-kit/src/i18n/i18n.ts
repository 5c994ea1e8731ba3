import { createInstance, type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { commonEn } from "./common.en.ts";
import { commonSw } from "./common.sw.ts";

/** The languages of the product; English is the default and the fallback. */
export const languages = ["en", "sw"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** localStorage key that remembers the visitor's chosen language. */
export const languageStorageKey = "church-language";

/** A dictionary for one namespace in both languages (nested objects become dotted keys). */
export interface TranslationResources {
  en: Record<string, unknown>;
  sw: Record<string, unknown>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

// Storage can throw (privacy modes, sandboxed frames): the language then simply isn't remembered.
function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function rememberLanguage(language: string) {
  if (!isLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // not remembered; the page still switches
  }
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

function createChurchI18n(): I18nInstance {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { common: commonEn }, sw: { common: commonSw } },
    lng: readStoredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    load: "languageOnly",
    ns: ["common"],
    defaultNS: "common",
    fallbackNS: "common",
    // All resources are bundled, so init completes synchronously and nothing ever suspends.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  instance.on("languageChanged", rememberLanguage);
  rememberLanguage(instance.language);
  return instance;
}

// Module Federation shares @church/ui-kit as a singleton, so this module runs once. The global slot
// keeps one instance (and one current language) even if a remote ends up with its own copy.
const slot = Symbol.for("@church/ui-kit/i18n");
const holder = globalThis as typeof globalThis & { [slot]?: I18nInstance };

function sharedInstance(): I18nInstance {
  const existing = holder[slot];
  if (!existing) return createChurchI18n();
  // Bind this module's copy of react-i18next too, so its hooks find the shared instance.
  initReactI18next.init(existing);
  return existing;
}

/** The one i18next instance every app uses. */
export const i18n: I18nInstance = sharedInstance();
holder[slot] = i18n;

/** Adds (or extends) a namespace in both languages; call at module load of the feature that owns it. */
export function addTranslations(namespace: string, resources: TranslationResources): void {
  i18n.addResourceBundle("en", namespace, resources.en, true, true);
  i18n.addResourceBundle("sw", namespace, resources.sw, true, true);
}
