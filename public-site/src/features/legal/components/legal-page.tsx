import { churchInfo } from "@church/contracts";
import { Button, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useList } from "../../../i18n/use-list.ts";
import { islandOf } from "../../../islands/island.tsx";
import { openCookieSettings } from "../../../lib/consent.ts";
import { formatDate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { legalNs } from "../legal.texts.ts";
import "./legal.css";

export interface LegalPageProps {
  document: "privacy" | "terms" | "cookies";
}

interface Section {
  title: string;
  /** Before the list. */
  paragraphs?: string[];
  list?: string[];
  /** After the list. */
  after?: string[];
}

const pages = {
  privacy: { titleKey: "pages.privacy", path: "/privacy" },
  terms: { titleKey: "pages.terms", path: "/terms" },
  cookies: { titleKey: "pages.cookiePolicy", path: "/cookie-policy" },
} as const;

/** When the three policies were last reviewed. */
const lastUpdated = "2026-11-01";

const anchor = (index: number) => `section-${index + 1}`;

/** The cookie policy's button that opens the cookie preferences (the cookie banner's dialog). */
export function CookiePolicySettings() {
  const { t } = useTranslation(legalNs);
  return (
    <Button variant="secondary" onClick={openCookieSettings}>
      {t("cookies.manage")}
    </Button>
  );
}

/** On the cookie policy (an islands page), hydrated on the first touch: the click is then made again. */
const CookiePolicySettingsIsland = islandOf("cookie-policy-settings", CookiePolicySettings, {
  when: "touch",
});

/** Privacy Policy, Terms of Service and Cookie Policy: contents, sections and how to reach us. */
export function LegalPage({ document: doc }: LegalPageProps) {
  const { t } = useTranslation(legalNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const sections = useList<Section>(legalNs, `${doc}.sections`);
  const { titleKey, path } = pages[doc];
  const title = ts(titleKey);
  usePageMeta({
    title,
    description: t(`${doc}.metaDescription`),
    path,
    breadcrumbs: [{ name: title, path }],
  });

  return (
    <>
      <PageIntro title={title} lead={t(`${doc}.intro`)}>
        <p className="ps-muted">{t("updated", { date: formatDate(lastUpdated, language) })}</p>
      </PageIntro>
      <div className="ps-section ps-sidebar-layout ps-sidebar-layout--start">
        <article className="ps-legal">
          {sections.map((section, index) => (
            <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`}>
              <h2 id={`${anchor(index)}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {doc === "cookies" && <CookiePolicySettingsIsland />}
          <p className="ps-legal__contact">
            {t("questions", {
              email: churchInfo.email,
              phone: churchInfo.phone,
              address: churchInfo.addressLine,
            })}
          </p>
        </article>
        <nav className="ps-panel ps-legal__toc" aria-labelledby="legal-contents">
          <h2 id="legal-contents" className="ps-panel__title">
            {t("contents")}
          </h2>
          <ol className="ps-link-list">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </>
  );
}
