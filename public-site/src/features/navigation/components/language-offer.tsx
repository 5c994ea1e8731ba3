import { buttonClassName, rememberLanguage, useLanguage } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTwinPages } from "../../../lib/language.ts";
import { languageOfferWanted } from "../language-offer-wanted.ts";

/**
 * On an English page, a visitor whose browser prefers Swahili and who has not chosen a language is
 * offered the Swahili twin of the page, in Swahili; never sent there. Either answer is remembered.
 */
export function LanguageOffer() {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const twins = useTwinPages();
  const [open, setOpen] = useState(() => languageOfferWanted(language));
  if (!open) return null;
  return (
    <aside className="ps-language-offer" aria-label={t("languageOffer.label")} lang="sw">
      <p>{t("languageOffer.text")}</p>
      <div className="ps-language-offer__actions">
        <a
          className={buttonClassName("primary", "sm")}
          href={twins.sw}
          hrefLang="sw"
          onClick={() => rememberLanguage("sw")}
        >
          {t("languageOffer.accept")}
        </a>
        <button
          type="button"
          className={buttonClassName("ghost", "sm")}
          onClick={() => {
            rememberLanguage("en");
            setOpen(false);
          }}
        >
          {t("languageOffer.dismiss")}
        </button>
      </div>
    </aside>
  );
}
