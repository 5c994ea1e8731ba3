import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { defaultLanguage, i18n, isLanguage, type Language } from "./i18n.ts";

/** The current language and a setter; re-renders when any app changes the language. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  // Subscribing through react-i18next re-renders this component on "languageChanged".
  const { i18n: instance } = useTranslation("common", { i18n });
  const current = instance.resolvedLanguage ?? instance.language;
  const setLanguage = useCallback((language: Language) => {
    void i18n.changeLanguage(language);
  }, []);
  return { language: isLanguage(current) ? current : defaultLanguage, setLanguage };
}
