import { churchInfo, type SocialPlatform } from "@church/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSocialLinks } from "../../../api/social-media.ts";
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from "../../../components/icons.tsx";
import { ServiceTimeIsland } from "../../../components/zone-time.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { CookieSettingsIsland, DataSaverIsland, FooterLanguageIsland } from "./footer-parts.tsx";

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(churchInfo.addressLine)}`;
const socialIcons: Record<SocialPlatform, ComponentType<{ size?: number }>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
};

const quickLinks = [
  { key: "aboutUs", to: "/about" },
  { key: "worship", to: "/worship" },
  { key: "events", to: "/events" },
  { key: "news", to: "/news" },
  { key: "give", to: "/give" },
  { key: "contactUs", to: "/contact" },
  { key: "scheduleMeeting", to: "/schedule-meeting" },
] as const;

/** Footer on every page: address, contact, quick links, enabled social links, language, legal links. */
export function SiteFooter() {
  const { t } = useTranslation("site");
  const social = useSocialLinks();
  const now = useNow();
  const year = now.getFullYear();
  return (
    <footer className="ps-footer">
      <div className="ps-footer__grid">
        <section aria-labelledby="ps-footer-visit">
          <h2 id="ps-footer-visit" className="ps-footer__title">
            {t("footer.visit")}
          </h2>
          <address className="ps-footer__address">
            {churchInfo.name}
            <br />
            {churchInfo.address.street}
            <br />
            {churchInfo.address.city}, {churchInfo.address.region} {churchInfo.address.postalCode}
          </address>
          <p>
            <ServiceTimeIsland text={t("footer.serviceTimes")} />
          </p>
          <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
            {t("footer.directions")}
            <span className="ck-visually-hidden"> {t("footer.opensInNewTab")}</span>
          </a>
        </section>
        <section aria-labelledby="ps-footer-contact">
          <h2 id="ps-footer-contact" className="ps-footer__title">
            {t("footer.contact")}
          </h2>
          <p>
            {t("footer.phone")}: <a href={churchInfo.phoneHref}>{churchInfo.phone}</a>
          </p>
          <p>
            {t("footer.email")}: <a href={`mailto:${churchInfo.email}`}>{churchInfo.email}</a>
          </p>
          {social.length > 0 && (
            <>
              <h3 className="ps-footer__subtitle">{t("footer.follow")}</h3>
              <ul className="ps-footer__social">
                {social.map(({ platform, href }) => {
                  const Icon = socialIcons[platform];
                  return (
                    <li key={platform}>
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        <Icon size={20} />
                        <span className="ck-visually-hidden">
                          {t(`footer.social.${platform}`)} {t("footer.opensInNewTab")}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
        <nav aria-labelledby="ps-footer-links">
          <h2 id="ps-footer-links" className="ps-footer__title">
            {t("footer.quickLinks")}
          </h2>
          <ul className="ps-footer__links">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`nav.links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="ps-footer-language">
          <h2 id="ps-footer-language" className="ps-footer__title">
            {t("footer.language")}
          </h2>
          <FooterLanguageIsland />
          <DataSaverIsland />
          <p className="ps-footer__tagline">{t("footer.tagline")}</p>
        </section>
      </div>
      <div className="ps-footer__legal">
        <p>{t("footer.rights", { year, church: churchInfo.name })}</p>
        <ul className="ps-footer__legal-links">
          <li>
            <Link to="/privacy">{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to="/terms">{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to="/cookie-policy">{t("footer.cookies")}</Link>
          </li>
          <li>
            <CookieSettingsIsland />
          </li>
        </ul>
      </div>
    </footer>
  );
}
