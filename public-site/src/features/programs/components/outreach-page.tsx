import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CalendarIcon, CheckIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { programsNs } from "../programs.texts.ts";

/** Community Outreach: Buffalo programs, the three partners and ways to get involved. */
export default function OutreachPage() {
  const { t } = useTranslation(programsNs);
  const { t: ts } = useTranslation("site");
  const programs = useList<{ title: string; when: string; text: string }>(programsNs, "outreach.programs");
  const partners = useList<{ title: string; kind: string; text: string }>(programsNs, "outreach.partners");
  const involved = useList(programsNs, "outreach.involved");
  const title = ts("pages.outreach");
  const crumbs = [{ name: ts("pages.programs"), path: "/programs" }];
  usePageMeta({
    title,
    description: t("outreach.metaDescription"),
    path: "/programs/outreach",
    breadcrumbs: [...crumbs, { name: title, path: "/programs/outreach" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("outreach.lead")} crumbs={crumbs} />
      <section className="ps-section" aria-labelledby="outreach-programs">
        <h2 id="outreach-programs" className="ps-section__title">
          {t("outreach.programsTitle")}
        </h2>
        <ul className="ps-grid ps-grid--3">
          {programs.map((program) => (
            <li key={program.title} className="ps-tile">
              <h3 className="ps-tile__title">{program.title}</h3>
              <p className="ps-tile__meta">
                <CalendarIcon size={16} /> {program.when}
              </p>
              <p>{program.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="ps-band" aria-labelledby="outreach-partners">
        <div className="ps-section">
          <h2 id="outreach-partners" className="ps-section__title">
            {t("outreach.partnersTitle")}
          </h2>
          <ul className="ps-grid ps-grid--3">
            {partners.map((partner) => (
              <li key={partner.title} className="ps-panel">
                <p className="ps-tile__meta">{partner.kind}</p>
                <h3 className="ps-panel__title">{partner.title}</h3>
                <p>{partner.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="ps-section ps-split" aria-labelledby="outreach-involved">
        <div>
          <h2 id="outreach-involved" className="ps-section__title">
            {t("outreach.involvedTitle")}
          </h2>
          <ul className="ps-checklist">
            {involved.map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="ps-panel ps-panel--accent ps-stack">
          <Link className={buttonClassName("primary")} to="/contact?subject=Volunteering">
            {t("outreach.volunteer")}
          </Link>
          <Link className={buttonClassName("secondary")} to="/give">
            {t("outreach.give")}
          </Link>
        </div>
      </section>
    </>
  );
}
