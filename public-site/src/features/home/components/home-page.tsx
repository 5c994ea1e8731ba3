import { churchInfo, localize } from "@church/contracts";
import { buttonClassName, Card, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { pickContent, useSiteContent } from "../api/get-site-content.ts";

/** Home: hero with Join Us Sunday and Watch Online, the worship info card, mission and vision. */
export function HomePage() {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const content = useSiteContent();
  const text = (key: string) => {
    const item = pickContent(content.data, key);
    return item ? localize(item, language) : undefined;
  };
  const hero = text("hero-title");
  const heroSubtitle = text("hero-subtitle");
  const mission = text("mission");
  const vision = text("vision");

  return (
    <>
      <section className="ps-hero" aria-labelledby="ps-hero-title">
        <h1 id="ps-hero-title" className="ps-hero__title">
          {hero?.title ?? churchInfo.name}
        </h1>
        {hero?.content && <p className="ps-hero__text">{hero.content}</p>}
        {heroSubtitle?.content && <p className="ps-hero__text">{heroSubtitle.content}</p>}
        <div className="ps-hero__actions">
          <Link className={buttonClassName("primary", "lg")} to="/worship/in-person">
            {t("home.joinUs")}
          </Link>
          <Link className={buttonClassName("secondary", "lg")} to="/worship/livestream">
            {t("home.watchOnline")}
          </Link>
        </div>
      </section>

      <div className="ps-section ps-home-grid">
        <Card title={t("home.worshipTitle")} className="ps-worship-card">
          <p className="ps-worship-card__when">{t("home.worshipWhen")}</p>
          <p>{t("home.worshipLanguage")}</p>
          <p>
            <span className="ps-worship-card__label">{t("home.worshipWhere")}: </span>
            {churchInfo.addressLine}
          </p>
          <Link to="/worship/in-person">{t("home.worshipDetails")}</Link>
        </Card>

        <section className="ps-mission" aria-labelledby="ps-mission-title">
          <h2 id="ps-mission-title" className="ck-visually-hidden">
            {t("home.missionVision")}
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
    </>
  );
}
