import { useTranslation } from "react-i18next";
import type { Language } from "../i18n/i18n.ts";
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
}

/** Switches the interface between English and Kiswahili (remembered, and <html lang> follows). */
export function LanguageSwitch({ compact = false, tone = "default", className }: LanguageSwitchProps) {
  const { t } = useTranslation("common");
  const { language, setLanguage } = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div role="group" aria-label={t("language")} className={cx("ck-lang", `ck-lang--${tone}`, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          className="ck-lang__option"
          aria-pressed={language === option.value}
          onClick={() => setLanguage(option.value)}
        >
          {compact ? (
            <>
              <span aria-hidden="true">{option.short}</span>
              <span className="ck-visually-hidden">{option.name}</span>
            </>
          ) : (
            option.name
          )}
        </button>
      ))}
    </div>
  );
}
