import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { worshipNs } from "../worship.texts.ts";
import { CurrentStreamIsland } from "./current-stream.tsx";
import { ServiceCountdown } from "./service-countdown.tsx";
import { ServiceFacts } from "./service-facts.tsx";

/** Worship Services: service facts, live countdown, what to expect, the stream and links. */
export default function WorshipPage() {
  const { t } = useTranslation(worshipNs);
  const { t: ts } = useTranslation("site");
  const expect = useList<{ title: string; text: string }>(worshipNs, "worship.expect");
  const title = ts("pages.worship");
  usePageMeta({
    title,
    description: t("worship.metaDescription"),
    path: "/worship",
    breadcrumbs: [{ name: title, path: "/worship" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("worship.lead")}>
        <ServiceFacts />
      </PageIntro>
      <div className="ps-section ps-sidebar-layout">
        <section aria-labelledby="worship-expect">
          <h2 id="worship-expect" className="ps-section__title">
            {t("worship.expectTitle")}
          </h2>
          <ol className="ps-numbered">
            {expect.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <aside className="ps-stack">
          <ServiceCountdown />
          <nav className="ps-panel" aria-labelledby="worship-more">
            <h2 id="worship-more" className="ps-panel__title">
              {t("worship.more")}
            </h2>
            <ul className="ps-link-list">
              <li>
                <Link to="/join-in-person">{t("links.inPerson")}</Link>
              </li>
              <li>
                <Link to="/watch-online">{t("links.online")}</Link>
              </li>
              <li>
                <Link to="/contact">{t("links.contact")}</Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
      <section className="ps-band" aria-labelledby="worship-stream">
        <div className="ps-section ps-split">
          <div>
            <h2 id="worship-stream" className="ps-section__title">
              {t("worship.streamTitle")}
            </h2>
            <p className="ps-section__lead">{t("worship.streamText")}</p>
            <h3 className="ps-subtitle">{t("worship.helpTitle")}</h3>
            <p>{t("worship.helpText")}</p>
            <div className="ps-actions">
              <Link className={buttonClassName("secondary")} to="/contact?subject=Worship%20Support">
                {t("worship.contactSupport")}
              </Link>
              <Link className={buttonClassName("secondary")} to="/audio-services">
                {t("worship.browseAudio")}
              </Link>
            </div>
          </div>
          <CurrentStreamIsland />
        </div>
      </section>
    </>
  );
}
