import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguage, type Language } from "./core.ts";

/**
 * The current language and a setter; re-renders when the language changes. The instance is the one
 * react-i18next finds (the provider's, else the page's), so a server render per request works too.
 */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation("common");
  const current = i18n.resolvedLanguage ?? i18n.language;
  const setLanguage = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: isLanguage(current) ? current : defaultLanguage, setLanguage };
}
