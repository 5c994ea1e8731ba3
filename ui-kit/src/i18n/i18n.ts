import type { i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { commonEn } from "./common.texts.en.ts";
import { commonSw } from "./common.texts.sw.ts";
import {
  createChurchI18n,
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  pageI18n,
  rememberLanguage,
  setPageI18n,
} from "./core.ts";
import { addDefinedTexts } from "./texts.ts";

// Storage can throw (privacy modes, sandboxed frames): the language then simply isn't remembered.
function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/**
 * The page's instance: the one an app already set up (the public site sets up its own, with only the
 * visitor's language loaded), or a new one with both languages of the common words, in the remembered
 * language (the admin portal and the records portal switch language in place).
 */
function sharedInstance(): I18nInstance {
  const existing = pageI18n();
  if (existing) {
    // Bind this module's copy of react-i18next too, so its hooks find the page's instance.
    initReactI18next.init(existing);
    return existing;
  }
  const instance = createChurchI18n({
    language: readStoredLanguage(),
    resources: { en: { common: commonEn }, sw: { common: commonSw } },
  });
  instance.on("languageChanged", rememberLanguage);
  rememberLanguage(instance.language);
  // Texts modules that ran before the instance existed (defineTexts adds later ones itself).
  addDefinedTexts(instance);
  setPageI18n(instance);
  return instance;
}

/** The one i18next instance of the page. */
export const i18n: I18nInstance = sharedInstance();
