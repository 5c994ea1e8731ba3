// The languages and the visitor's remembered choice, with no dependency: the public site's islands
// runtime (public-site/src/islands/start-islands.ts) remembers a choice before any React is loaded.

/** The languages of the product; English is the default and the fallback. */
export const languages = ["en", "sw"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** localStorage key (and cookie name) that remembers the visitor's chosen language. */
export const languageStorageKey = "church-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
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
