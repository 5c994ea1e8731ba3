import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CalendarIcon, CheckIcon, MapPinIcon, UsersIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { programsNs } from "../programs.texts.ts";

export interface MinistryPageProps {
  ministry: "youth" | "mens" | "womens";
}

/** Youth, Men's and Women's ministry pages: who, when, where, what we do and how to join. */
export function MinistryPage({ ministry }: MinistryPageProps) {
  const { t } = useTranslation(programsNs);
  const { t: ts } = useTranslation("site");
  const activities = useList(programsNs, `ministry.${ministry}.activities`);
  const title = ts(`pages.${ministry}`);
  const path = `/programs/${ministry}`;
  const crumbs = [{ name: ts("pages.programs"), path: "/programs" }];
  usePageMeta({
    title,
    description: t(`ministry.${ministry}.metaDescription`),
    path,
    breadcrumbs: [...crumbs, { name: title, path }],
  });

  return (
    <>
      <PageIntro title={title} lead={t(`ministry.${ministry}.lead`)} crumbs={crumbs}>
        <dl className="ps-facts ps-facts--inline ps-facts--dl">
          <div>
            <dt>
              <UsersIcon /> {t("ministry.who")}
            </dt>
            <dd>{t(`ministry.${ministry}.who`)}</dd>
          </div>
          <div>
            <dt>
              <CalendarIcon /> {t("ministry.when")}
            </dt>
            <dd>{t(`ministry.${ministry}.when`)}</dd>
          </div>
          <div>
            <dt>
              <MapPinIcon /> {t("ministry.where")}
            </dt>
            <dd>{t("ministry.whereValue")}</dd>
          </div>
        </dl>
      </PageIntro>
      <div className="ps-section ps-sidebar-layout">
        <section aria-labelledby="ministry-activities">
          <p className="ps-prose ps-lead">{t(`ministry.${ministry}.about`)}</p>
          <h2 id="ministry-activities" className="ps-section__title">
            {t("ministry.activitiesTitle")}
          </h2>
          <ul className="ps-checklist">
            {activities.map((activity) => (
              <li key={activity}>
                <CheckIcon size={18} /> {activity}
              </li>
            ))}
          </ul>
        </section>
        <aside className="ps-panel ps-panel--accent" aria-labelledby="ministry-join">
          <h2 id="ministry-join" className="ps-panel__title">
            {t("ministry.joinTitle")}
          </h2>
          <p>{t("ministry.joinText")}</p>
          <div className="ps-stack">
            <Link className={buttonClassName("primary")} to={`/contact?subject=${encodeURIComponent(title)}`}>
              {t("ministry.join")}
            </Link>
            <Link to="/events">{t("ministry.events")}</Link>
            <Link to="/programs">{t("ministry.all")}</Link>
          </div>
        </aside>
      </div>
    </>
  );
}
