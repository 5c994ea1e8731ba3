import { audioCategories, audioCategoryLabels, localize, matchesAudioSearch } from "@church/contracts";
import { Badge, Button, EmptyState, SelectField, Spinner, TextField, useLanguage } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SearchIcon } from "../../../components/icons.tsx";
import { NewsletterSignupIsland } from "../../../components/newsletter-signup.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { formatDate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useAudioServices } from "../api/get-audio-services.ts";
import { audioNs } from "../audio.texts.ts";
import { AudioPlayer } from "./audio-player.tsx";
import { PodcastFeeds } from "./podcast-feeds.tsx";
import "./audio.css";

/** Audio sermons: search, category filter, count, players, empty state with Clear Filters. */
/**
 * The search, the topic and the sermons found, each with its player. On the sermons page, an island
 * hydrated on the first touch (a first Play is held and made again once it is live).
 */
export function AudioList() {
  const { t } = useTranslation(audioNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useAudioServices();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");

  const items = (query.data ?? [])
    .filter(
      (item) => matchesAudioSearch(item, search) || matchesAudioSearch(localize(item, language), search),
    )
    .filter((item) => !category || item.category === category)
    .map((item) => localize(item, language));
  const clear = () => {
    setSearch("");
    setCategory("");
  };

  return (
    <div className="ps-stack">
      <search className="ps-filters">
        <TextField
          type="search"
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="ps-filters__search"
        />
        <SelectField
          label={t("category")}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={[
            { value: "", label: t("allCategories") },
            ...audioCategories.map((value) => ({ value, label: audioCategoryLabels[value][language] })),
          ]}
        />
      </search>
      <p className="ps-muted" role="status">
        {query.isPending ? "" : t("count", { count: items.length })}
      </p>
      {query.isPending ? (
        <Spinner label={ts("common.loading")} />
      ) : query.isError ? (
        <p className="ps-empty-note">{t("loadError")}</p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={t("notFound")}
          description={t("notFoundText")}
          action={
            <Button variant="secondary" onClick={clear}>
              {t("clearFilters")}
            </Button>
          }
        />
      ) : (
        <ul className="ps-stack">
          {items.map((item) => (
            <li key={item.id} className="ps-audio-card">
              <div className="ps-audio-card__head">
                <Badge tone="primary">{audioCategoryLabels[item.category][language]}</Badge>
                <h2 className="ps-audio-card__title">
                  <Link to={`/audio-services/${item.id}`}>{item.title}</Link>
                </h2>
                <p className="ps-muted">
                  <span className="ck-visually-hidden">{t("player.speaker")}: </span>
                  {item.speaker} · <time dateTime={item.date}>{formatDate(item.date, language)}</time> ·{" "}
                  <span className="ck-visually-hidden">{t("player.duration")}: </span>
                  {item.duration}
                </p>
                <p>{item.description}</p>
              </div>
              <AudioPlayer item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const AudioListIsland = islandOf("audio-list", AudioList, { when: "touch" });

/** Sermons: the list with search, topic and players (AudioList), the podcast feeds, the newsletter. */
export default function AudioServicesPage() {
  const { t } = useTranslation(audioNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.audio");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/audio-services",
    breadcrumbs: [{ name: title, path: "/audio-services" }],
  });
  return (
    <>
      <PageIntro title={title} lead={t("lead")} />
      <div className="ps-section ps-sidebar-layout">
        <AudioListIsland />
        <aside className="ps-stack">
          <PodcastFeeds />
          <NewsletterSignupIsland variant="compact" title={t("subscribe.title")} text={t("subscribe.text")} />
        </aside>
      </div>
    </>
  );
}
