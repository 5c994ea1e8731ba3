import { churchInfo } from "@church/contracts";
import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useVideos } from "../../../api/videos.ts";
import { ExternalLink } from "../../../components/external-link.tsx";
import {
  AccessibilityIcon,
  BusIcon,
  CarIcon,
  CheckIcon,
  ClockIcon,
  HeartIcon,
  UsersIcon,
  WalkIcon,
} from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { VideoGrid } from "../../../components/video-grid.tsx";
import { ChurchTime, serviceStart, VisitorTime } from "../../../components/zone-time.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { useNow } from "../../../lib/render-info.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { worshipNs } from "../worship.texts.ts";
import { ServiceFacts } from "./service-facts.tsx";

const transport = [
  { key: "drive", Icon: CarIcon },
  { key: "van", Icon: UsersIcon },
  { key: "bus", Icon: BusIcon },
  { key: "walk", Icon: WalkIcon },
] as const;

/** Join Us In Person (/worship/in-person and /join-in-person). */
export default function InPersonPage() {
  const { t } = useTranslation(worshipNs);
  const service = serviceStart(useNow());
  const { t: ts } = useTranslation("site");
  const { pathname } = useLocation();
  const expect = useList(worshipNs, "inPerson.expect");
  const accessibility = useList(worshipNs, "inPerson.accessibility");
  const bring = useList(worshipNs, "inPerson.bring");
  const videos = useVideos("recent-service");
  const title = ts("pages.inPerson");
  usePageMeta({
    title,
    description: t("inPerson.metaDescription"),
    path: "/worship/in-person",
    breadcrumbs: [
      { name: ts("pages.worship"), path: "/worship" },
      { name: title, path: pathname },
    ],
  });

  return (
    <>
      <PageIntro
        title={title}
        lead={t("inPerson.lead")}
        crumbs={[{ name: ts("pages.worship"), path: "/worship" }]}
      >
        <ServiceFacts />
      </PageIntro>
      <div className="ps-section ps-grid ps-grid--2">
        <section className="ps-panel" aria-labelledby="visit-details">
          <h2 id="visit-details" className="ps-panel__title">
            {t("inPerson.detailsTitle")}
          </h2>
          <ul className="ps-facts">
            <li>
              <ClockIcon />
              <span>
                <strong>
                  <ChurchTime text={t("facts.when")} start={service} />
                </strong>
                <VisitorTime start={service} />
                {t("inPerson.duration")}
              </span>
            </li>
            <li>
              <HeartIcon />
              <span>{t("inPerson.dress")}</span>
            </li>
            <li>
              <UsersIcon />
              <span>{t("inPerson.children")}</span>
            </li>
          </ul>
        </section>
        <section className="ps-panel" aria-labelledby="visit-expect">
          <h2 id="visit-expect" className="ps-panel__title">
            {t("inPerson.expectTitle")}
          </h2>
          <ul className="ps-checklist">
            {expect.map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="ps-section" aria-labelledby="visit-videos">
        <h2 id="visit-videos" className="ps-section__title">
          {t("inPerson.videosTitle")}
        </h2>
        <VideoGrid videos={(videos.data ?? []).slice(0, 2)} emptyText={t("inPerson.videosEmpty")} />
      </section>

      <section className="ps-band" aria-labelledby="visit-transport">
        <div className="ps-section">
          <h2 id="visit-transport" className="ps-section__title">
            {t("inPerson.transportTitle")}
          </h2>
          <ul className="ps-grid ps-grid--4">
            {transport.map(({ key, Icon }) => (
              <li key={key} className="ps-tile">
                <span className="ps-value__icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h3 className="ps-tile__title">{t(`inPerson.transport.${key}.title`)}</h3>
                <p>{t(`inPerson.transport.${key}.text`)}</p>
                {key === "van" && <a href={churchInfo.phoneHref}>{churchInfo.phone}</a>}
                {key === "bus" && (
                  <ExternalLink href="https://metro.nfta.com/">{t("inPerson.busLink")}</ExternalLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="ps-section ps-grid ps-grid--2">
        <section className="ps-panel" aria-labelledby="visit-access">
          <h2 id="visit-access" className="ps-panel__title">
            <AccessibilityIcon /> {t("inPerson.accessibilityTitle")}
          </h2>
          <ul className="ps-checklist">
            {accessibility.map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </section>
        <section className="ps-panel" aria-labelledby="visit-bring">
          <h2 id="visit-bring" className="ps-panel__title">
            {t("inPerson.bringTitle")}
          </h2>
          <ul className="ps-checklist">
            {bring.map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="ps-section ps-cta">
        <h2 className="ps-section__title">{t("inPerson.questions")}</h2>
        <div className="ps-actions">
          <Link className={buttonClassName("primary")} to="/contact">
            {t("inPerson.contact")}
          </Link>
          <Link className={buttonClassName("secondary")} to="/schedule-meeting">
            {t("inPerson.schedule")}
          </Link>
        </div>
      </div>
    </>
  );
}
