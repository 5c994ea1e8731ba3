import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useContentText } from "../../../api/site-content.ts";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PictureIsland } from "../../../components/picture.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { aboutNs } from "../about.texts.ts";
import "./people.css";

/** About: our story, vision, values, a pastor teaser and the community. */
export default function AboutPage() {
  const { t } = useTranslation(aboutNs);
  const { t: ts } = useTranslation("site");
  const text = useContentText();
  const story = useList(aboutNs, "about.story");
  const values = useList<{ title: string; text: string }>(aboutNs, "about.values");
  const title = ts("pages.about");
  usePageMeta({
    title,
    description: t("about.metaDescription"),
    path: "/about",
    breadcrumbs: [{ name: title, path: "/about" }],
  });
  const vision = text("vision");
  const pastor = text("pastor-name");

  return (
    <>
      <PageIntro title={title} lead={t("about.lead")} />
      <div className="ps-section ps-split">
        <section aria-labelledby="about-story">
          <h2 id="about-story" className="ps-section__title">
            {t("about.storyTitle")}
          </h2>
          {story.map((paragraph) => (
            <p key={paragraph} className="ps-prose">
              {paragraph}
            </p>
          ))}
        </section>
        <section className="ps-panel ps-panel--soft" aria-labelledby="about-vision">
          <h2 id="about-vision" className="ps-panel__title">
            {t("about.visionTitle")}
          </h2>
          <p className="ps-lead">{vision?.content}</p>
          <Link to="/about/mission">{t("about.missionLink")}</Link>
        </section>
      </div>

      <section className="ps-band" aria-labelledby="about-values">
        <div className="ps-section">
          <h2 id="about-values" className="ps-section__title">
            {t("about.valuesTitle")}
          </h2>
          <ul className="ps-grid ps-grid--4">
            {values.map((value) => (
              <li key={value.title} className="ps-tile">
                <h3 className="ps-tile__title">{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="ps-section ps-split">
        <section className="ps-person" aria-labelledby="about-pastor">
          {pastor?.imageUrl && (
            <PictureIsland
              className="ps-person__photo"
              src={pastor.imageUrl}
              alt=""
              width={240}
              height={240}
              loading="lazy"
            />
          )}
          <div>
            <h2 id="about-pastor" className="ps-section__title">
              {t("about.pastorTitle")}
            </h2>
            <p>{t("about.pastorTeaser")}</p>
            <Link className={buttonClassName("secondary", "sm")} to="/about/pastor">
              {t("about.pastorLink")}
            </Link>
          </div>
        </section>
        <section aria-labelledby="about-community">
          <h2 id="about-community" className="ps-section__title">
            {t("about.communityTitle")}
          </h2>
          <p className="ps-prose">{t("about.community")}</p>
          <Link className={buttonClassName("primary", "sm")} to="/worship/in-person">
            {t("about.visit")}
          </Link>
        </section>
      </div>
    </>
  );
}
