import { useTranslation } from "react-i18next";
import { type Language, rememberLanguage } from "../i18n/core.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { cx } from "../utils/cx.ts";
import "./language-switch.css";

// Each language is named in itself (an autonym), so a reader of either can find theirs.
const options: ReadonlyArray<{ value: Language; name: string; short: string }> = [
  { value: "en", name: "English", short: "EN" },
  { value: "sw", name: "Kiswahili", short: "SW" },
];

export interface LanguageSwitchProps {
  /** Shows "EN | SW" instead of the full names (for tight headers). */
  compact?: boolean;
  /** Visual style: on light (default) or dark/primary backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
  /**
   * The address of this page in each language: the switch is then a pair of links to the twin pages
   * (the choice is remembered when followed). Without it, it switches the interface in place.
   */
  links?: Readonly<Record<Language, string>>;
}

/** Switches between English and Kiswahili (remembered, and <html lang> follows). */
export function LanguageSwitch({ compact = false, tone = "default", className, links }: LanguageSwitchProps) {
  const { t } = useTranslation("common");
  const { language, setLanguage } = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggles, not a form fieldset
    <div role="group" aria-label={t("language")} className={cx("ck-lang", `ck-lang--${tone}`, className)}>
      {options.map((option) => {
        const label = compact ? (
          <>
            <span aria-hidden="true">{option.short}</span>
            <span className="ck-visually-hidden">{option.name}</span>
          </>
        ) : (
          option.name
        );
        if (links) {
          const current = language === option.value;
          return (
            <a
              key={option.value}
              href={links[option.value]}
              lang={option.value}
              hrefLang={option.value}
              className="ck-lang__option"
              aria-current={current ? "true" : undefined}
              onClick={() => rememberLanguage(option.value)}
            >
              {label}
            </a>
          );
        }
        return (
          <button
            key={option.value}
            type="button"
            lang={option.value}
            className="ck-lang__option"
            aria-pressed={language === option.value}
            onClick={() => setLanguage(option.value)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
