import type { NewsletterFormValues } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, type Language, TextField, useLanguage } from "@church/ui-kit";
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTranslateMessage } from "../i18n/messages.ts";
import { islandOf } from "../islands/island.tsx";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";
import { useReveal } from "../lib/use-reveal.ts";
import { CheckIcon, MailIcon } from "./icons.tsx";
import { NeedsJavaScript } from "./needs-javascript.tsx";
import "./newsletter-signup.css";

export interface NewsletterSignupProps {
  /** default and inline ask for first name, last name and e-mail; compact for the e-mail only. */
  variant?: "default" | "compact" | "inline";
  title?: string;
  text?: string;
  /** The giving page's button reads "Subscribe Another Email". */
  anotherLabel?: "default" | "give";
  headingLevel?: 2 | 3;
  className?: string;
}

type Values = NewsletterFormValues;
type FieldName = keyof Values;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyValues: Values = { firstName: "", lastName: "", email: "" };
const fieldOrder: FieldName[] = ["firstName", "lastName", "email"];

type Rules = typeof import("./newsletter-rules.ts");
/** The form's zod check, fetched on the first submit (zod stays out of the home page's first load). */
const loadRules = (): Promise<Rules> => import("./newsletter-rules.ts");

/**
 * The subscribe call's state (pending, success, error), as TanStack Query's useMutation would keep it:
 * kept by hand because this form is on the home page, whose first load has a JavaScript budget, and
 * useMutation would bring about 2 KB to it for one call.
 */
function useSubscribe(language: Language) {
  const [state, setState] = useState<{ status: "idle" | "pending" | "success" | "error"; error?: unknown }>({
    status: "idle",
  });
  return {
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    error: state.error ?? null,
    reset: () => setState({ status: "idle" }),
    async mutate(values: Values) {
      setState({ status: "pending" });
      try {
        await api.call(routes.newsletter.subscribe, { body: { ...values, language } });
        setState({ status: "success" });
      } catch (error) {
        setState({ status: "error", error });
      }
    },
  };
}

/** Newsletter signup (idle, loading, success, error) that stores the subscriber through the API. */
export function NewsletterSignup({
  variant = "default",
  title,
  text,
  anotherLabel = "default",
  headingLevel = 2,
  className,
}: NewsletterSignupProps) {
  const { t } = useTranslation("site");
  const translate = useTranslateMessage();
  const { language } = useLanguage();
  const headingId = useId();
  const compact = variant === "compact";
  // A three-field form checked with the contract's zod schema on submit, then on every change
  // (react-hook-form's default modes), without react-hook-form: this form is on the home page,
  // whose first load has a JavaScript budget (the check itself loads on the first submit).
  const rules = useRef<Rules | undefined>(undefined);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted && rules.current) setErrors(rules.current.validateNewsletter(compact, next).errors);
    },
  });
  const reset = () => {
    setValues(emptyValues);
    setErrors({});
    setSubmitted(false);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      rules.current ??= await loadRules();
    } catch {
      // The check could not be fetched (offline): the API checks the same rules and answers with them.
      void subscribe.mutate(values);
      return;
    }
    setSubmitted(true);
    const result = rules.current.validateNewsletter(compact, values);
    setErrors(result.errors);
    if (result.data) void subscribe.mutate(result.data);
    else inputs.current[fieldOrder.find((name) => result.errors[name]) ?? "email"]?.focus();
  };
  const subscribe = useSubscribe(language);
  const confirmation = useReveal<HTMLDivElement>(subscribe.isSuccess);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const incomplete = compact
    ? !values.email?.trim()
    : !values.firstName?.trim() || !values.lastName?.trim() || !values.email?.trim();

  const errorText = (() => {
    const error = subscribe.error;
    if (!error) return null;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404)
      return translate(error.message);
    return t("newsletter.networkError");
  })();

  return (
    <section
      className={["ps-newsletter", `ps-newsletter--${variant}`, className].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
    >
      <div className="ps-newsletter__intro">
        <span className="ps-newsletter__icon" aria-hidden="true">
          <MailIcon size={22} />
        </span>
        <Heading id={headingId} className="ps-newsletter__title">
          {title ?? t("newsletter.title")}
        </Heading>
        {!compact && <p className="ps-newsletter__text">{text ?? t("newsletter.text")}</p>}
      </div>
      {subscribe.isSuccess ? (
        <div className="ps-newsletter__success" role="status" tabIndex={-1} ref={confirmation}>
          <p className="ps-newsletter__success-title">
            <CheckIcon /> {t("newsletter.successHeading")}
          </p>
          <p>{t("newsletter.success")}</p>
          <p className="ps-newsletter__next-step">
            <strong>{t("newsletter.nextStep")}</strong> {t("newsletter.nextStepText")}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              reset();
              subscribe.reset();
            }}
          >
            {anotherLabel === "give"
              ? t("newsletter.subscribeAnotherGive")
              : t("newsletter.subscribeAnother")}
          </Button>
        </div>
      ) : (
        <NeedsJavaScript kind="form">
          <form className="ps-newsletter__form" noValidate onSubmit={onSubmit}>
            {!compact && (
              <>
                <TextField
                  label={t("newsletter.firstName")}
                  autoComplete="given-name"
                  required
                  error={translate(errors.firstName)}
                  {...field("firstName")}
                />
                <TextField
                  label={t("newsletter.lastName")}
                  autoComplete="family-name"
                  required
                  error={translate(errors.lastName)}
                  {...field("lastName")}
                />
              </>
            )}
            <TextField
              label={t("newsletter.email")}
              type="email"
              autoComplete="email"
              placeholder={t("newsletter.emailPlaceholder")}
              required
              error={translate(errors.email)}
              className="ps-newsletter__email"
              {...field("email")}
            />
            <Button
              type="submit"
              loading={subscribe.isPending}
              disabled={(!compact && incomplete) || subscribe.isPending}
              className="ps-newsletter__submit"
            >
              {subscribe.isPending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
            </Button>
            {errorText && (
              <div className="ps-newsletter__error">
                <Alert tone="error">{errorText}</Alert>
              </div>
            )}
            <p className="ps-newsletter__privacy">{t("newsletter.privacy")}</p>
          </form>
        </NeedsJavaScript>
      )}
    </section>
  );
}

/** On an islands page, hydrated (its code loaded) when it comes near the screen. */
export const NewsletterSignupIsland = islandOf("newsletter", NewsletterSignup, { when: "visible" });
