import { localize, type Partnership, partnershipCarousel } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../../../components/external-link.tsx";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../../components/icons.tsx";
import { Picture } from "../../../components/picture.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { usePartnerships } from "../api/get-partnerships.ts";
import { homeNs } from "../home.texts.ts";
import "./partnership-carousel.css";

function PartnerImage({ partner }: { partner: Partnership }) {
  const { t } = useTranslation(homeNs);
  const [failed, setFailed] = useState(false);
  if (failed || !partner.imageUrl) {
    return (
      <div
        className="ps-partner__image ps-partner__image--missing"
        role="img"
        aria-label={t("partners.imageUnavailable")}
      >
        <span aria-hidden="true">{partner.name.charAt(0)}</span>
      </div>
    );
  }
  return (
    <Picture
      className="ps-partner__image"
      src={partner.imageUrl}
      alt={partner.name}
      width={640}
      height={420}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The rotating partnerships (public-site.md section 4): advances every 8 s and wraps around;
 * previous, next and dots; a Pause/Play toggle. Rotation also rests while the pointer or keyboard
 * focus is inside, and starts paused for visitors who ask for reduced motion.
 */
export function PartnershipCarousel({ partners }: { partners: readonly Partnership[] }) {
  const { t } = useTranslation(homeNs);
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Known only in the browser: the server's page (and the hydration) show it playing.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [resting, setResting] = useState(false);
  const slidesId = useId();
  const total = partners.length;

  useEffect(() => {
    if (!playing || resting || total < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % total),
      partnershipCarousel.intervalMs,
    );
    return () => clearInterval(timer);
  }, [playing, resting, total]);

  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className="ps-carousel"
      aria-roledescription="carousel"
      aria-label={t("partners.carousel")}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setResting(false);
      }}
    >
      <div className="ps-carousel__controls">
        <button
          type="button"
          className="ps-icon-button"
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? t("partners.pauseLabel") : t("partners.playLabel")}
        >
          {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          <span aria-hidden="true">{playing ? t("partners.pause") : t("partners.play")}</span>
        </button>
        <button
          type="button"
          className="ps-icon-button"
          onClick={() => go(current - 1)}
          aria-controls={slidesId}
        >
          <ChevronLeftIcon />
          <span className="ck-visually-hidden">{t("partners.previous")}</span>
        </button>
        <button
          type="button"
          className="ps-icon-button"
          onClick={() => go(current + 1)}
          aria-controls={slidesId}
        >
          <ChevronRightIcon />
          <span className="ck-visually-hidden">{t("partners.next")}</span>
        </button>
      </div>
      <div id={slidesId} className="ps-carousel__slides" aria-live={playing && !resting ? "off" : "polite"}>
        {partners.map((raw, position) => {
          const partner = localize(raw, language);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide as a group
            <div
              key={partner.id}
              className="ps-partner"
              role="group"
              aria-roledescription="slide"
              aria-label={`${t("partners.slide", { current: position + 1, total })}: ${partner.name}`}
              hidden={position !== current}
            >
              <PartnerImage partner={partner} />
              <div className="ps-partner__body">
                <p className="ps-partner__location">{partner.location}</p>
                <h3 className="ps-partner__name">{partner.name}</h3>
                <p>{partner.description}</p>
                <blockquote className="ps-partner__quote">
                  <p>“{partner.quote.text}”</p>
                  <footer>— {partner.quote.reference}</footer>
                </blockquote>
                <h4 className="ps-partner__impact-title">{t("partners.impact")}</h4>
                <ul className="ps-chips">
                  {partner.impactAreas.map((area) => (
                    <li key={area} className="ps-chip ps-chip--static">
                      {area}
                    </li>
                  ))}
                </ul>
                <ExternalLink className="ps-partner__link" href={partner.website}>
                  {t("partners.visit", { name: partner.name })}
                </ExternalLink>
              </div>
            </div>
          );
        })}
      </div>
      <div className="ps-carousel__dots">
        {partners.map((partner, position) => (
          <button
            key={partner.id}
            type="button"
            className="ps-carousel__dot"
            aria-current={position === current ? "true" : undefined}
            aria-label={t("partners.goTo", { number: position + 1, name: localize(partner, language).name })}
            onClick={() => go(position)}
          />
        ))}
      </div>
    </section>
  );
}

/** The home page's partners, from the page's data (the server reads them, or puts the seeded three in their place). */
export function HomePartners() {
  const partnerships = usePartnerships();
  return partnerships.data ? <PartnershipCarousel partners={partnerships.data} /> : null;
}

/** On an islands page, hydrated when it comes near the screen (it rotates only once live). */
export const HomePartnersIsland = islandOf("partnerships", HomePartners, { when: "visible" });
