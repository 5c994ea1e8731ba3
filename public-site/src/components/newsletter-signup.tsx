import {
  endpoints,
  type NewsletterFormValues,
  newsletterCompactFormSchema,
  newsletterFormSchema,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, TextField, useLanguage } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useTranslateMessage } from "../i18n/messages.ts";
import { api } from "../lib/api-client.ts";
import { CheckIcon, MailIcon } from "./icons.tsx";

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

// The compact form keeps the name fields (empty) so both variants share one shape.
const compactSchema = newsletterCompactFormSchema.extend({ firstName: z.string(), lastName: z.string() });
const fullResolver = zodResolver(newsletterFormSchema);
const compactResolver = zodResolver(compactSchema);

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
  const form = useForm<Values>({
    resolver: compact ? compactResolver : fullResolver,
    defaultValues: { firstName: "", lastName: "", email: "" },
  });
  const subscribe = useMutation({
    mutationFn: (values: Values) =>
      api.call(endpoints.newsletter.subscribe, {
        body: { ...values, language },
      }),
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const values = form.watch();
  const incomplete = compact
    ? !values.email?.trim()
    : !values.firstName?.trim() || !values.lastName?.trim() || !values.email?.trim();
  const errors = form.formState.errors;

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
        <div className="ps-newsletter__success" role="status">
          <p className="ps-newsletter__success-title">
            <CheckIcon /> {t("newsletter.successHeading")}
          </p>
          <p>{t("newsletter.success")}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              form.reset();
              subscribe.reset();
            }}
          >
            {anotherLabel === "give"
              ? t("newsletter.subscribeAnotherGive")
              : t("newsletter.subscribeAnother")}
          </Button>
        </div>
      ) : (
        <form
          className="ps-newsletter__form"
          noValidate
          onSubmit={form.handleSubmit((data) => subscribe.mutate(data))}
        >
          {!compact && (
            <>
              <TextField
                label={t("newsletter.firstName")}
                autoComplete="given-name"
                required
                error={translate(errors.firstName?.message)}
                {...form.register("firstName")}
              />
              <TextField
                label={t("newsletter.lastName")}
                autoComplete="family-name"
                required
                error={translate(errors.lastName?.message)}
                {...form.register("lastName")}
              />
            </>
          )}
          <TextField
            label={t("newsletter.email")}
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.emailPlaceholder")}
            required
            error={translate(errors.email?.message)}
            className="ps-newsletter__email"
            {...form.register("email")}
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
      )}
    </section>
  );
}
