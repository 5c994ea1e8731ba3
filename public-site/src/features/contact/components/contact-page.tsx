import { churchInfo } from "@church/contracts";
import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { ExternalLink } from "../../../components/external-link.tsx";
import {
  BusIcon,
  CarIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WalkIcon,
} from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { contactNs } from "../contact.texts.ts";
import { ContactFormIsland } from "./contact-form.tsx";
import "./contact.css";

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(churchInfo.addressLine)}`;
const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(churchInfo.addressLine)}`;

/** Contact (an islands page: only its form is live): visit info, location card, getting here, pastor card, message form, transport, connect links. */
export default function ContactPage() {
  const { t } = useTranslation(contactNs);
  const { t: ts } = useTranslation("site");
  const [params] = useSearchParams();
  const title = ts("pages.contact");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/contact",
    breadcrumbs: [{ name: title, path: "/contact" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("lead")} />
      <div className="ps-section ps-contact">
        <section
          id="directions"
          className="ps-panel ps-contact__visit"
          aria-labelledby="contact-visit"
          tabIndex={-1}
        >
          <h2 id="contact-visit" className="ps-panel__title">
            {t("visit.title")}
          </h2>
          <ul className="ps-facts">
            <li>
              <MapPinIcon />
              <span>
                <span className="ck-visually-hidden">{t("visit.address")}: </span>
                {churchInfo.name}
                <br />
                {churchInfo.addressLine}
              </span>
            </li>
            <li>
              <ClockIcon />
              <span>
                {t("visit.service")}: {t("visit.serviceValue")}
              </span>
            </li>
          </ul>
          <div
            className="ps-map"
            role="img"
            aria-label={t("visit.mapLabel", { address: churchInfo.addressLine })}
          >
            <span className="ps-map__road ps-map__road--h" />
            <span className="ps-map__road ps-map__road--v" />
            <span className="ps-map__pin">
              <MapPinIcon size={32} />
            </span>
            <span className="ps-map__label">{churchInfo.address.street}</span>
          </div>
          <div className="ps-actions">
            <ExternalLink className={buttonClassName("primary", "sm")} href={directionsUrl}>
              {t("visit.directions")}
            </ExternalLink>
            <ExternalLink className={buttonClassName("secondary", "sm")} href={mapsUrl}>
              {t("visit.map")}
            </ExternalLink>
          </div>
        </section>

        <section className="ps-panel ps-contact__form" aria-labelledby="contact-form">
          <h2 id="contact-form" className="ps-panel__title">
            {t("form.title")}
          </h2>
          <ContactFormIsland initialSubject={params.get("subject") ?? ""} />
        </section>

        <div className="ps-stack ps-contact__side">
          <section className="ps-panel" aria-labelledby="contact-office">
            <h2 id="contact-office" className="ps-panel__title">
              {t("office.title")}
            </h2>
            <ul className="ps-facts">
              <li>
                <PhoneIcon />
                <span>
                  <span className="ck-visually-hidden">{t("office.phone")}: </span>
                  <a href={churchInfo.phoneHref}>{churchInfo.phone}</a>
                </span>
              </li>
              <li>
                <MailIcon />
                <span>
                  <span className="ck-visually-hidden">{t("office.email")}: </span>
                  <a href={`mailto:${churchInfo.email}`}>{churchInfo.email}</a>
                </span>
              </li>
            </ul>
            <p className="ps-muted">{t("office.reply")}</p>
          </section>
          <section className="ps-panel ps-panel--accent" aria-labelledby="contact-pastor">
            <h2 id="contact-pastor" className="ps-panel__title">
              {t("pastor.title")}
            </h2>
            <p>{t("pastor.text")}</p>
            <p>
              <a href={`mailto:${churchInfo.pastor.email}`}>{churchInfo.pastor.email}</a>
              <br />
              <a href={`tel:+1${churchInfo.pastor.phone.replace(/\D/g, "")}`}>{churchInfo.pastor.phone}</a>
            </p>
            <Link className={buttonClassName("primary", "sm")} to="/schedule-meeting">
              {t("pastor.schedule")}
            </Link>
          </section>
        </div>
      </div>

      <section className="ps-band" aria-labelledby="contact-getting-here">
        <div className="ps-section">
          <h2 id="contact-getting-here" className="ps-section__title">
            {t("gettingHere.title")}
          </h2>
          <ul className="ps-grid ps-grid--3">
            {(
              [
                ["drive", CarIcon],
                ["bus", BusIcon],
                ["walk", WalkIcon],
              ] as const
            ).map(([key, Icon]) => (
              <li key={key} className="ps-tile">
                <span className="ps-value__icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h3 className="ps-tile__title">{t(`gettingHere.${key}.title`)}</h3>
                <p>{t(`gettingHere.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="ps-section ps-split">
        <section aria-labelledby="contact-transport">
          <h2 id="contact-transport" className="ps-section__title">
            {t("transport.title")}
          </h2>
          <p>{t("transport.text")}</p>
          <p>
            <ExternalLink href="https://metro.nfta.com/">{t("transport.link")}</ExternalLink>
          </p>
          <p className="ps-muted">
            {t("transport.van")} <a href={churchInfo.phoneHref}>{churchInfo.phone}</a>
          </p>
        </section>
        <nav className="ps-panel" aria-labelledby="contact-connect">
          <h2 id="contact-connect" className="ps-panel__title">
            {t("connect.title")}
          </h2>
          <ul className="ps-link-cards ps-link-cards--compact">
            <li>
              <Link to="/join-in-person">{t("connect.inPerson")}</Link>
            </li>
            <li>
              <Link to="/watch-online">{t("connect.online")}</Link>
            </li>
            <li>
              <Link to="/schedule-meeting">{t("connect.meeting")}</Link>
            </li>
            <li>
              <Link to="/give">{t("connect.give")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
