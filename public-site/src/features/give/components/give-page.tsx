import {
  calendarDate,
  churchInfo,
  type Donation,
  type DonationFrequency,
  type DonationFund,
  type DonationType,
  donationFrequencies,
  donationFrequencyLabels,
  donationFundLabels,
  donationFunds,
  donationTypeLabels,
  donationTypes,
  presetDonationAmounts,
} from "@church/contracts";
import {
  Button,
  buttonClassName,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  useLanguage,
} from "@church/ui-kit";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { CheckIcon, HeartIcon, LeafIcon } from "../../../components/icons.tsx";
import { NewsletterSignup } from "../../../components/newsletter-signup.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { useList } from "../../../i18n/use-list.ts";
import { islandOf } from "../../../islands/island.tsx";
import { formatDate, formatMoney, formatWholeDollars } from "../../../lib/format.ts";
import { useOnDemand } from "../../../lib/on-demand.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useReveal } from "../../../lib/use-reveal.ts";
import { giveNs } from "../give.texts.ts";
import { PaymentButtons } from "./payment-buttons.tsx";
import { StatementRequest } from "./statement-request.tsx";
import "./give.css";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";

type Touched = Partial<Record<"amount" | "donorName" | "donorEmail", boolean>>;

const loadRules = () => import("./give-rules.ts");

/**
 * The giving form and, once a gift is made (or the payment provider sent the donor back), the thank-you
 * in place of the whole page; the giving page's sidebar beside the form. On the giving page, an island
 * hydrated on the first touch, or at load on the payment provider's return (its address is tidied).
 */
export function GiveContent() {
  const { t } = useTranslation(giveNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [succeeded, setSucceeded] = useState(() => params.get("donation") === "success");
  // The gift as the server recorded it (none when the payment provider sent the visitor back here).
  const [gift, setGift] = useState<Donation | null>(null);
  const confirmation = useReveal<HTMLDivElement>(succeeded);
  const [type, setType] = useState<DonationType>("one-time");
  const [frequency, setFrequency] = useState<DonationFrequency>("monthly");
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState("");
  const [fund, setFund] = useState<DonationFund>("general");
  const [donorName, setDonorName] = useState("");
  const [donorEmail, setDonorEmail] = useState("");
  const [note, setNote] = useState("");
  const [touched, setTouched] = useState<Touched>({});
  const impact = useList<{ amount: string; text: string }>(giveNs, "impact.items");
  const needs = useList<{ title: string; text: string }>(giveNs, "needs.items");
  const title = ts("pages.give");

  // The payment provider's return address (/?donation=success, sent here by the home page) becomes /give.
  useEffect(() => {
    if (params.get("donation") === "success") navigate("/give", { replace: true });
  }, [params, navigate]);

  const amount = preset ?? (custom.trim() === "" ? null : Number(custom));
  // The contract's check (and zod) loads when the donor starts filling in the form.
  const rules = useOnDemand(loadRules);
  // On an islands page the form may be touched before it is live (its focus then never reached React).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) rules.request();
  }, []);
  const parsed = rules.module?.checkGift({
    amount: amount ?? undefined,
    donorName,
    donorEmail,
    type,
    frequency: type === "one-time" ? null : frequency,
    category: fund,
    note,
  });
  const errorFor = (field: keyof Touched) => {
    if (!touched[field] || !parsed || parsed.success) return undefined;
    const issue = parsed.error.issues.find((item) => item.path[0] === field);
    return issue ? translate(issue.message) : undefined;
  };
  const amountError = custom.trim() !== "" ? errorFor("amount") : undefined;

  const reset = () => {
    setSucceeded(false);
    setGift(null);
    setType("one-time");
    setFrequency("monthly");
    setPreset(null);
    setCustom("");
    setFund("general");
    setDonorName("");
    setDonorEmail("");
    setNote("");
    setTouched({});
  };

  if (succeeded) {
    return (
      <div className="ps-center ps-give-success" role="status" tabIndex={-1} ref={confirmation}>
        <span className="ps-give-success__icon" aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h1 className="ps-center__title">{t("success.title")}</h1>
        <p className="ps-lead">{t("success.text")}</p>
        {gift && (
          <dl className="ps-details ps-panel">
            <dt>{t("success.amount")}</dt>
            <dd>{formatMoney(gift.amount, language)}</dd>
            <dt>{t("details.fund")}</dt>
            <dd>{donationFundLabels[gift.category][language]}</dd>
            <dt>{ts("common.date")}</dt>
            <dd>
              {formatDate(calendarDate(new Date(gift.donatedAt), churchInfo.timeZone), language, "full")}
            </dd>
            <dt>{t("details.frequency")}</dt>
            <dd>
              {gift.frequency
                ? donationFrequencyLabels[gift.frequency][language]
                : donationTypeLabels["one-time"][language]}
            </dd>
            <dt>{t("success.reference")}</dt>
            <dd className="ps-give-success__reference">
              {gift.paypalPaymentId ?? gift.stripePaymentId ?? gift.id}
            </dd>
          </dl>
        )}
        <div className="ps-actions">
          <Button onClick={reset}>{t("success.another")}</Button>
          <Link className={buttonClassName("secondary")} to="/">
            {t("success.home")}
          </Link>
        </div>
      </div>
    );
  }

  const fundLabel = donationFundLabels[fund][language];
  return (
    <>
      <PageIntro title={title} lead={t("lead")} />
      <div className="ps-section ps-sidebar-layout">
        <NeedsJavaScript kind="giving">
          <form
            ref={form}
            className="ps-give-form"
            noValidate
            onSubmit={(event) => event.preventDefault()}
            onFocus={rules.request}
            onPointerDown={rules.request}
          >
            <fieldset className="ps-panel ps-form">
              <legend className="ps-panel__title">{t("details.title")}</legend>
              <RadioGroup
                label={t("details.type")}
                name="type"
                orientation="horizontal"
                value={type}
                onValueChange={(value) => setType(value as DonationType)}
                options={donationTypes.map((value) => ({
                  value,
                  label: donationTypeLabels[value][language],
                }))}
              />
              {type !== "one-time" && (
                <SelectField
                  label={t("details.frequency")}
                  value={frequency}
                  onChange={(event) => setFrequency(event.target.value as DonationFrequency)}
                  options={donationFrequencies.map((value) => ({
                    value,
                    label: donationFrequencyLabels[value][language],
                  }))}
                />
              )}
              <div className="ps-give-amount">
                <p className="ck-field__label" id="give-presets">
                  {t("details.presets")}
                </p>
                {/* biome-ignore lint/a11y/useSemanticElements: a labelled set of toggle buttons, not a form fieldset */}
                <div className="ps-give-presets" role="group" aria-labelledby="give-presets">
                  {presetDonationAmounts.map((value) => (
                    <button
                      key={value}
                      type="button"
                      className="ps-give-preset"
                      aria-pressed={preset === value}
                      onClick={() => {
                        setPreset(value);
                        setCustom("");
                      }}
                    >
                      {formatWholeDollars(value, language)}
                    </button>
                  ))}
                </div>
                <TextField
                  label={t("details.custom")}
                  hint={t("details.customHint")}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step={0.01}
                  value={custom}
                  error={amountError}
                  onChange={(event) => {
                    setCustom(event.target.value);
                    setPreset(null);
                  }}
                  onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
                />
              </div>
              <SelectField
                label={t("details.fund")}
                value={fund}
                onChange={(event) => setFund(event.target.value as DonationFund)}
                options={donationFunds.map((value) => ({
                  value,
                  label: donationFundLabels[value][language],
                }))}
              />
            </fieldset>

            <fieldset className="ps-panel ps-form">
              <legend className="ps-panel__title">{t("contact.title")}</legend>
              <TextField
                label={t("contact.name")}
                autoComplete="name"
                required
                value={donorName}
                error={errorFor("donorName")}
                onChange={(event) => setDonorName(event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, donorName: true }))}
              />
              <TextField
                label={t("contact.email")}
                type="email"
                autoComplete="email"
                required
                hint={t("contact.emailHint")}
                value={donorEmail}
                error={errorFor("donorEmail")}
                onChange={(event) => setDonorEmail(event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, donorEmail: true }))}
              />
              <TextArea
                label={`${t("contact.note")} (${ts("common.optional")})`}
                placeholder={t("contact.notePlaceholder")}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </fieldset>

            <section className="ps-panel ps-form" aria-labelledby="give-payment">
              <h2 id="give-payment" className="ps-panel__title">
                {t("payment.title")}
              </h2>
              {parsed?.success ? (
                <>
                  <p className="ps-give-summary" role="status">
                    {parsed.data.frequency
                      ? t("payment.summaryRecurring", {
                          amount: formatMoney(parsed.data.amount, language),
                          frequency: t(`frequencyWords.${parsed.data.frequency}`),
                          fund: fundLabel,
                        })
                      : t("payment.summary", {
                          amount: formatMoney(parsed.data.amount, language),
                          fund: fundLabel,
                        })}
                  </p>
                  <PaymentButtons
                    order={parsed.data}
                    onPaid={(donation) => {
                      setGift(donation);
                      setSucceeded(true);
                    }}
                  />
                </>
              ) : (
                <p className="ps-muted" role="status">
                  {t("payment.complete")}
                </p>
              )}
              <p className="ps-muted ps-small">
                <Trans
                  ns={giveNs}
                  i18nKey="payment.agree"
                  components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
                />
              </p>
            </section>
          </form>
        </NeedsJavaScript>

        <aside className="ps-stack">
          <section className="ps-panel ps-panel--soft" aria-labelledby="give-impact">
            <h2 id="give-impact" className="ps-panel__title">
              <HeartIcon /> {t("impact.title")}
            </h2>
            <ul className="ps-impact">
              {impact.map((item) => (
                <li key={item.amount}>
                  <strong>{item.amount}</strong> {item.text}
                </li>
              ))}
            </ul>
          </section>
          <section className="ps-panel" aria-labelledby="give-needs">
            <h2 id="give-needs" className="ps-panel__title">
              <LeafIcon /> {t("needs.title")}
            </h2>
            <ul className="ps-stack">
              {needs.map((need) => (
                <li key={need.title}>
                  <strong>{need.title}</strong>
                  <br />
                  {need.text}
                </li>
              ))}
            </ul>
          </section>
          <NewsletterSignup
            variant="compact"
            anotherLabel="give"
            headingLevel={2}
            title={t("newsletter.title")}
            text={t("newsletter.text")}
          />
          <StatementRequest />
          <section className="ps-panel" aria-labelledby="give-questions">
            <h2 id="give-questions" className="ps-panel__title">
              {t("questions.title")}
            </h2>
            <p>{t("questions.text")}</p>
            <p>
              <a href={churchInfo.phoneHref}>{churchInfo.phone}</a>
              <br />
              <a href={`mailto:${churchInfo.email}`}>{churchInfo.email}</a>
            </p>
            <Link to="/contact?subject=Giving">{t("questions.link")}</Link>
          </section>
        </aside>
      </div>
    </>
  );
}

const GiveIsland = islandOf("give", GiveContent, {
  when: "load",
  if: "donation-returned",
  otherwise: "touch",
});

/** Give: Donation Details, Contact Information and Secure Payment, side panels, thank-you screen. */
export default function GivePage() {
  const { t } = useTranslation(giveNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.give");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/give",
    breadcrumbs: [{ name: title, path: "/give" }],
  });
  return <GiveIsland />;
}
