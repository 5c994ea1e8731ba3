import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useContentText } from "../../../api/site-content.ts";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { aboutNs } from "../about.texts.ts";

/** Our Mission: mission, vision and five core values. */
export default function MissionPage() {
  const { t } = useTranslation(aboutNs);
  const { t: ts } = useTranslation("site");
  const text = useContentText();
  const values = useList<{ title: string; text: string }>(aboutNs, "mission.values");
  const title = ts("pages.mission");
  usePageMeta({
    title,
    description: t("mission.metaDescription"),
    path: "/about/mission",
    breadcrumbs: [
      { name: ts("pages.about"), path: "/about" },
      { name: title, path: "/about/mission" },
    ],
  });
  const mission = text("mission");
  const vision = text("vision");

  return (
    <>
      <PageIntro
        title={title}
        lead={t("mission.lead")}
        crumbs={[{ name: ts("pages.about"), path: "/about" }]}
      />
      <div className="ps-section ps-grid ps-grid--2">
        <section className="ps-panel ps-panel--soft" aria-labelledby="mission-mission">
          <h2 id="mission-mission" className="ps-panel__title">
            {t("mission.missionTitle")}
          </h2>
          <p className="ps-lead">{mission?.content}</p>
        </section>
        <section className="ps-panel ps-panel--soft" aria-labelledby="mission-vision">
          <h2 id="mission-vision" className="ps-panel__title">
            {t("mission.visionTitle")}
          </h2>
          <p className="ps-lead">{vision?.content}</p>
        </section>
      </div>
      <section className="ps-section" aria-labelledby="mission-values">
        <h2 id="mission-values" className="ps-section__title">
          {t("mission.valuesTitle")}
        </h2>
        <ol className="ps-numbered">
          {values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ol>
        <div className="ps-actions">
          <Link className={buttonClassName("primary")} to="/worship/in-person">
            {t("mission.join")}
          </Link>
          <Link className={buttonClassName("secondary")} to="/contact">
            {t("mission.contact")}
          </Link>
        </div>
      </section>
    </>
  );
}
