import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CheckIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { programsNs } from "../programs.texts.ts";
import "./programs.css";

const ministries = [
  { key: "youth", to: "/programs/youth" },
  { key: "mens", to: "/programs/mens" },
  { key: "womens", to: "/programs/womens" },
] as const;

/** Programs & Ministries: testimonies, three ministries, outreach and links. */
export default function ProgramsPage() {
  const { t } = useTranslation(programsNs);
  const { t: ts } = useTranslation("site");
  const testimonies = useList<{ title: string; text: string }>(programsNs, "programs.testimonies");
  const outreach = useList<{ title: string; text: string }>(programsNs, "programs.outreach");
  const youth = useList(programsNs, "programs.ministries.youth.features");
  const mens = useList(programsNs, "programs.ministries.mens.features");
  const womens = useList(programsNs, "programs.ministries.womens.features");
  const features = { youth, mens, womens };
  const title = ts("pages.programs");
  usePageMeta({
    title,
    description: t("programs.metaDescription"),
    path: "/programs",
    breadcrumbs: [{ name: title, path: "/programs" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("programs.lead")} />
      <section className="ps-section" aria-labelledby="programs-testimonies">
        <h2 id="programs-testimonies" className="ps-section__title">
          {t("programs.testimoniesTitle")}
        </h2>
        <p className="ps-section__lead">{t("programs.testimoniesIntro")}</p>
        <ul className="ps-grid ps-grid--3">
          {testimonies.map((testimony, index) => (
            <li key={testimony.title} className="ps-tile ps-testimony">
              <span className="ps-testimony__letter" aria-hidden="true">
                {index < 5 ? testimony.title.charAt(0) : "+"}
              </span>
              <h3 className="ps-tile__title">{testimony.title}</h3>
              <p>{testimony.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="ps-band" aria-labelledby="programs-ministries">
        <div className="ps-section">
          <h2 id="programs-ministries" className="ps-section__title">
            {t("programs.ministriesTitle")}
          </h2>
          <ul className="ps-grid ps-grid--3">
            {ministries.map((ministry) => {
              const name = t(`programs.ministries.${ministry.key}.title`);
              return (
                <li key={ministry.key} className="ps-panel">
                  <h3 className="ps-panel__title">
                    <Link to={ministry.to}>{name}</Link>
                  </h3>
                  <p className="ps-tile__meta">{t(`programs.ministries.${ministry.key}.meta`)}</p>
                  <ul className="ps-checklist">
                    {features[ministry.key].map((feature) => (
                      <li key={feature}>
                        <CheckIcon size={18} /> {feature}
                      </li>
                    ))}
                  </ul>
                  <Link
                    className={buttonClassName("secondary", "sm")}
                    to={`/contact?subject=${encodeURIComponent(name)}`}
                    aria-label={t("programs.learnMoreAbout", { ministry: name })}
                  >
                    {t("programs.learnMore")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="ps-section" aria-labelledby="programs-outreach">
        <h2 id="programs-outreach" className="ps-section__title">
          {t("programs.outreachTitle")}
        </h2>
        <p className="ps-section__lead">{t("programs.outreachIntro")}</p>
        <ul className="ps-grid ps-grid--4">
          {outreach.map((item) => (
            <li key={item.title} className="ps-tile">
              <h3 className="ps-tile__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/programs/outreach">{t("programs.outreachLink")}</Link>
        </p>
      </section>

      <div className="ps-section ps-cta">
        <h2 className="ps-section__title">{t("programs.visitTitle")}</h2>
        <p>{t("programs.visitText")}</p>
        <div className="ps-actions">
          <Link className={buttonClassName("primary")} to="/contact">
            {t("programs.contact")}
          </Link>
          <Link className={buttonClassName("secondary")} to="/worship/in-person">
            {t("programs.visit")}
          </Link>
        </div>
      </div>
    </>
  );
}
