import { churchInfo } from "@church/contracts";
import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useContentText } from "../../../api/site-content.ts";
import { ClockIcon, MailIcon, PhoneIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PictureIsland } from "../../../components/picture.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { aboutNs } from "../about.texts.ts";
import "./people.css";

/** Meet Our Pastor: biography, contact card, office hours and links to schedule a meeting. */
export default function PastorPage() {
  const { t } = useTranslation(aboutNs);
  const { t: ts } = useTranslation("site");
  const text = useContentText();
  const more = useList(aboutNs, "pastor.bioMore");
  const title = ts("pages.pastor");
  const pastor = text("pastor-name");
  const bio = text("pastor-bio");
  usePageMeta({
    title,
    description: t("pastor.metaDescription"),
    path: "/about/pastor",
    image: pastor?.imageUrl,
    breadcrumbs: [
      { name: ts("pages.about"), path: "/about" },
      { name: title, path: "/about/pastor" },
    ],
  });

  return (
    <>
      <PageIntro
        title={title}
        eyebrow={pastor?.content ?? churchInfo.pastor.name}
        lead={t("pastor.lead")}
        crumbs={[{ name: ts("pages.about"), path: "/about" }]}
      />
      <div className="ps-section ps-sidebar-layout">
        <section aria-labelledby="pastor-bio">
          {pastor?.imageUrl && (
            <PictureIsland
              className="ps-person__photo ps-person__photo--large"
              src={pastor.imageUrl}
              alt={t("pastor.portraitAlt")}
              width={320}
              height={320}
            />
          )}
          <h2 id="pastor-bio" className="ps-section__title">
            {bio?.title ?? t("pastor.bioTitle")}
          </h2>
          <p className="ps-prose">{bio?.content}</p>
          {more.map((paragraph) => (
            <p key={paragraph} className="ps-prose">
              {paragraph}
            </p>
          ))}
        </section>
        <aside className="ps-stack">
          <section className="ps-panel" aria-labelledby="pastor-contact">
            <h2 id="pastor-contact" className="ps-panel__title">
              {t("pastor.contactTitle")}
            </h2>
            <ul className="ps-facts">
              <li>
                <MailIcon />
                <span>
                  <span className="ck-visually-hidden">{t("pastor.email")}: </span>
                  <a href={`mailto:${churchInfo.pastor.email}`}>{churchInfo.pastor.email}</a>
                </span>
              </li>
              <li>
                <PhoneIcon />
                <span>
                  <span className="ck-visually-hidden">{t("pastor.phone")}: </span>
                  <a href={`tel:+1${churchInfo.pastor.phone.replace(/\D/g, "")}`}>
                    {churchInfo.pastor.phone}
                  </a>
                </span>
              </li>
            </ul>
          </section>
          <section className="ps-panel" aria-labelledby="pastor-hours">
            <h2 id="pastor-hours" className="ps-panel__title">
              {t("pastor.hoursTitle")}
            </h2>
            <p className="ps-facts__line">
              <ClockIcon /> {t("pastor.hours")}
            </p>
            <p className="ps-muted">{t("pastor.hoursNote")}</p>
          </section>
          <section className="ps-panel ps-panel--accent" aria-labelledby="pastor-schedule">
            <h2 id="pastor-schedule" className="ps-panel__title">
              {t("pastor.schedule")}
            </h2>
            <p>{t("pastor.scheduleText")}</p>
            <div className="ps-actions">
              <Link className={buttonClassName("primary", "sm")} to="/schedule-meeting">
                {t("pastor.schedule")}
              </Link>
              <Link className={buttonClassName("secondary", "sm")} to="/contact">
                {t("pastor.message")}
              </Link>
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
