import { churchInfo, parseYouTubeId } from "@church/contracts";
import { buttonClassName, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { useLiveStream } from "../../../api/live-stream.ts";
import { useContentText } from "../../../api/site-content.ts";
import {
  CalendarIcon,
  ClockIcon,
  DoveIcon,
  HandshakeIcon,
  HeartIcon,
  LeafIcon,
  MapPinIcon,
  ScaleIcon,
  SparkIcon,
  UsersIcon,
} from "../../../components/icons.tsx";
import { NewsletterSignupIsland } from "../../../components/newsletter-signup.tsx";
import { PictureIsland } from "../../../components/picture.tsx";
import { staticIsland } from "../../../components/static-island.tsx";
import { VideoFacadeIsland } from "../../../components/video-facade.tsx";
import { ServiceTimeIsland } from "../../../components/zone-time.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { homeNs } from "../home.texts.ts";
import { HomePartnersIsland } from "./partnership-carousel.tsx";
import "./home.css";

// Read only: the server's HTML is kept as the page hydrates, with none of its code (static-island.tsx).
const WhatsOn = staticIsland(
  "ps-whats-on",
  "src/features/home/components/whats-on.tsx",
  () => import("./whats-on.tsx"),
);

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(churchInfo.addressLine)}`;
const valueIcons = [SparkIcon, DoveIcon, ScaleIcon, UsersIcon, HandshakeIcon, HeartIcon];
const programs = [
  { key: "youth", to: "/programs/youth" },
  { key: "mens", to: "/programs/mens" },
  { key: "womens", to: "/programs/womens" },
  { key: "outreach", to: "/programs/outreach" },
] as const;

/**
 * Home: an islands page (routes/pages.ts): the browser hydrates only its `*Island` parts and the
 * layout's. Hero, worship card, mission and vision, this week (events, sermon, announcements), values, programs, gatherings, partners, video, newsletter. */
export default function HomePage() {
  const { t } = useTranslation(homeNs);
  const [search] = useSearchParams();
  const { language } = useLanguage();
  const text = useContentText();
  // Read on the server too (page-data), so a kept page says LIVE only while the stream is.
  const live = useLiveStream().data?.isLive === true;
  const values = useList<{ title: string; text: string }>(homeNs, "values.items");
  const gatherings = useList<{ season: string; month: string; text: string }>(homeNs, "gatherings.items");
  usePageMeta({ description: t("metaDescription"), path: "/" });

  // The payment provider returns to /?donation=success; the giving page shows the thank-you.
  if (search.get("donation") === "success") return <Navigate to="/give?donation=success" replace />;

  const hero = text("hero-title");
  const heroSubtitle = text("hero-subtitle");
  const mission = text("mission");
  const vision = text("vision");
  const partnerVideo = text("mission-partner-video");
  const partnerVideoId = partnerVideo ? parseYouTubeId(partnerVideo.content) : null;

  return (
    <div className="ps-home">
      <section className="ps-hero" aria-labelledby="ps-hero-title">
        {hero?.imageUrl && (
          <PictureIsland
            className="ps-hero__image"
            placeholderClassName="ps-hero__picture"
            src={hero.imageUrl}
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <div className="ps-hero__inner">
          {live && (
            <Link className="ps-hero__live" to="/live-stream">
              <span className="ps-hero__live-dot" aria-hidden="true" />
              {t("liveNow")}
            </Link>
          )}
          <p className="ps-hero__eyebrow">{language === "sw" ? churchInfo.nameSw : churchInfo.name}</p>
          <h1 id="ps-hero-title" className="ps-hero__title">
            {hero?.title ?? churchInfo.name}
          </h1>
          {/* When and where, on a phone's first screen too: what a first-time visitor looks for. */}
          <ul className="ps-facts ps-facts--inline ps-hero__facts">
            <li>
              <ClockIcon />
              <ServiceTimeIsland text={t("worship.when")} />
            </li>
            <li>
              <MapPinIcon />
              <span>{churchInfo.addressLine}</span>
            </li>
          </ul>
          {hero?.content && <p className="ps-hero__text">{hero.content}</p>}
          {heroSubtitle?.content && (
            <p className="ps-hero__text ps-hero__text--soft">{heroSubtitle.content}</p>
          )}
          <div className="ps-hero__actions">
            <Link className={buttonClassName("primary", "lg", "ps-hero__primary")} to="/worship/in-person">
              {t("joinUs")}
            </Link>
            <Link
              className={buttonClassName("secondary", "lg", "ps-hero__secondary")}
              to="/worship/livestream"
            >
              {t("watchOnline")}
            </Link>
          </div>
        </div>
      </section>

      <div className="ps-section ps-home-grid">
        <section className="ps-panel ps-worship-card" aria-labelledby="ps-worship-title">
          <h2 id="ps-worship-title" className="ps-panel__title">
            {t("worship.title")}
          </h2>
          <ul className="ps-facts">
            <li>
              <ClockIcon />
              <span>
                <ServiceTimeIsland text={t("worship.when")} strong />
                {t("worship.language")}
              </span>
            </li>
            <li>
              <MapPinIcon />
              <span>
                <span className="ck-visually-hidden">{t("worship.where")}: </span>
                {churchInfo.addressLine}
              </span>
            </li>
          </ul>
          <div className="ps-actions">
            <Link className={buttonClassName("primary", "sm")} to="/worship/in-person">
              {t("worship.details")}
            </Link>
            <a
              className={buttonClassName("secondary", "sm")}
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("worship.directions")}
              <span className="ck-visually-hidden"> ({t("worship.where")})</span>
            </a>
          </div>
          <p className="ps-muted">
            <Link to="/worship/livestream">{t("worship.online")}</Link>
          </p>
        </section>

        <section className="ps-mission" aria-labelledby="ps-mission-title">
          <h2 id="ps-mission-title" className="ck-visually-hidden">
            {t("missionVision")}
          </h2>
          {[mission, vision].map(
            (item) =>
              item && (
                <article key={item.key} className="ps-mission__item">
                  <h3>{item.title}</h3>
                  <p>{item.content}</p>
                </article>
              ),
          )}
        </section>
      </div>

      <WhatsOn />

      <section className="ps-band" aria-labelledby="ps-values-title">
        <div className="ps-section">
          <h2 id="ps-values-title" className="ps-section__title">
            {t("values.title")}
          </h2>
          <p className="ps-section__lead">{t("values.intro")}</p>
          <ul className="ps-grid ps-grid--3 ps-values">
            {values.map((value, index) => {
              const Icon = valueIcons[index] ?? LeafIcon;
              return (
                <li key={value.title} className="ps-value">
                  <span className="ps-value__icon" aria-hidden="true">
                    <Icon size={24} />
                  </span>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="ps-section" aria-labelledby="ps-programs-title">
        <h2 id="ps-programs-title" className="ps-section__title">
          {t("programs.title")}
        </h2>
        <p className="ps-section__lead">{t("programs.intro")}</p>
        <ul className="ps-grid ps-grid--4">
          {programs.map((program) => (
            <li key={program.key} className="ps-tile">
              <h3 className="ps-tile__title">{t(`programs.${program.key}.title`)}</h3>
              <p className="ps-tile__meta">
                <CalendarIcon size={16} /> {t(`programs.${program.key}.when`)}
              </p>
              <p>{t(`programs.${program.key}.text`)}</p>
              <Link className="ps-tile__link" to={program.to}>
                {t("programs.learnMore", { program: t(`programs.${program.key}.title`) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="ps-band ps-band--accent" aria-labelledby="ps-gatherings-title">
        <div className="ps-section">
          <h2 id="ps-gatherings-title" className="ps-section__title">
            {t("gatherings.title")}
          </h2>
          <p className="ps-section__lead">{t("gatherings.intro")}</p>
          <ul className="ps-grid ps-grid--3">
            {gatherings.map((gathering) => (
              <li key={gathering.season} className="ps-tile ps-gathering">
                <p className="ps-gathering__month">{gathering.month}</p>
                <h3 className="ps-tile__title">{gathering.season}</h3>
                <p>{gathering.text}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/contact?subject=Quaker%20Gatherings">{t("gatherings.askAbout")}</Link>
          </p>
        </div>
      </section>

      <section className="ps-section" aria-labelledby="ps-partners-title">
        <h2 id="ps-partners-title" className="ps-section__title">
          {t("partners.title")}
        </h2>
        <p className="ps-section__lead">{t("partners.intro")}</p>
        <HomePartnersIsland />
      </section>

      <section className="ps-section ps-split" aria-labelledby="ps-partner-video-title">
        <div>
          <h2 id="ps-partner-video-title" className="ps-section__title">
            {partnerVideo?.title ?? t("partnerVideo.title")}
          </h2>
          <p className="ps-section__lead">{t("partnerVideo.text")}</p>
          <Link className={buttonClassName("secondary")} to="/give">
            {t("partnerVideo.give")}
          </Link>
        </div>
        <VideoFacadeIsland videoId={partnerVideoId} title={t("partnerVideo.videoTitle")} />
      </section>

      <div className="ps-section">
        <NewsletterSignupIsland title={t("newsletter.title")} text={t("newsletter.text")} />
      </div>
    </div>
  );
}
