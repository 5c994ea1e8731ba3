import {
  type PublicContentKey,
  publicContentSettings,
  type SiteContentItem,
  type SiteSection,
} from "@church/contracts";
import { Badge, Button } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { publicSettingsNamespace } from "../public-settings.texts.ts";
import { preview } from "./content-helpers.tsx";

/** A new item of a setting that has none yet. */
export interface SiteContentPreset {
  section: SiteSection;
  key: PublicContentKey;
}

export interface PublicSettingsListProps {
  /** Every site-content item (unfiltered). */
  items: readonly SiteContentItem[];
  onEdit: (item: SiteContentItem) => void;
  onCreate: (preset: SiteContentPreset) => void;
}

/**
 * Each site-content key the public site reads, set or not, with its page and a button to fill it:
 * a setting without an item (the mission-partner video on a fresh install) is as easy to find as one
 * in the table below.
 */
export function PublicSettingsList({ items, onEdit, onCreate }: PublicSettingsListProps) {
  const { t, i18n } = useTranslation(publicSettingsNamespace);
  const language = i18n.language === "sw" ? "sw" : "en";
  const keys = Object.keys(publicContentSettings) as PublicContentKey[];
  return (
    <section className="ap-public-settings" aria-labelledby="public-settings-title">
      <h2 id="public-settings-title" className="ap-public-settings__title">
        {t("title")}
      </h2>
      <p className="ap-muted">{t("intro")}</p>
      <ul className="ap-public-settings__list">
        {keys.map((key) => {
          const setting = publicContentSettings[key];
          const label = setting.label[language];
          const item = items.find((entry) => entry.key === key);
          return (
            <li key={key} className="ap-public-settings__item">
              <div className="ap-public-settings__text">
                <strong>{label}</strong>
                <span className="ap-muted">
                  {t("shownOn", { page: setting.shownOn })} · <code>{key}</code>
                </span>
                {item ? (
                  <span>
                    {item.status === "draft" && <Badge tone="warning">{t("draft")}</Badge>}{" "}
                    {preview(item.content)}
                  </span>
                ) : (
                  <span>
                    <Badge tone="warning">{t("notSet")}</Badge>{" "}
                    {setting.kind === "youtube" ? t("notSetVideo") : t("notSetText")}
                  </span>
                )}
              </div>
              {item ? (
                <Button
                  variant="secondary"
                  aria-label={t("editLabel", { label })}
                  onClick={() => onEdit(item)}
                >
                  {t("edit")}
                </Button>
              ) : (
                <Button
                  aria-label={t("setLabel", { label })}
                  onClick={() => onCreate({ section: setting.section, key })}
                >
                  {t("set")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
