import { preferredContactLabels, preferredContactMethods } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, RadioGroup, TextArea, TextField, useLanguage } from "@church/ui-kit";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/icons.tsx";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { islandOf } from "../../../islands/island.tsx";
import { api } from "../../../lib/api-client.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { routes } from "../../../lib/routes.ts";
import { useReveal } from "../../../lib/use-reveal.ts";
import { contactNs } from "../contact.texts.ts";

interface Values {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  preferredContact: "email" | "phone";
}

// The contract's check (and zod) loads on the first submit.
const resolver = lazyResolver<Values>(
  async () => (await import("./contact-rules.ts")).contactResolver as never,
);

/** The contact form: name, email, subject and message required, phone optional; stored through the API. */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const { t } = useTranslation(contactNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const defaults: Values = {
    name: "",
    email: "",
    phone: "",
    subject: initialSubject,
    message: "",
    preferredContact: "email",
  };
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: defaults });
  const send = useMutation({
    mutationFn: (values: Values) =>
      api.call(routes.contactMessages.submit, { body: { ...values, language } }),
  });
  const { errors } = form.formState;
  const [name, email, subject, message] = form.watch(["name", "email", "subject", "message"]);
  const incomplete = ![name, email, subject, message].every((value) => value?.trim());
  const confirmation = useReveal<HTMLDivElement>(send.isSuccess);

  if (send.isSuccess) {
    return (
      <div className="ps-form-success" role="status" tabIndex={-1} ref={confirmation}>
        <span className="ps-form-success__icon" aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <h3 className="ps-panel__title">{t("form.sentTitle")}</h3>
        <p>{t("form.sent")}</p>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ ...defaults, subject: "" });
            send.reset();
          }}
        >
          {t("form.another")}
        </Button>
      </div>
    );
  }

  const failure =
    send.error instanceof ApiError &&
    send.error.status >= 400 &&
    send.error.status < 500 &&
    send.error.status !== 404
      ? translate(send.error.message)
      : send.error
        ? t("form.error")
        : null;

  return (
    <NeedsJavaScript kind="form">
      <form className="ps-form" noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
        <div className="ps-form__row">
          <TextField
            label={t("form.name")}
            autoComplete="name"
            required
            error={translate(errors.name?.message)}
            {...form.register("name")}
          />
          <TextField
            label={t("form.email")}
            type="email"
            autoComplete="email"
            required
            error={translate(errors.email?.message)}
            {...form.register("email")}
          />
        </div>
        <TextField
          label={`${t("form.phone")} (${ts("common.optional")})`}
          type="tel"
          autoComplete="tel"
          {...form.register("phone")}
        />
        <TextField
          label={t("form.subject")}
          placeholder={t("form.subjectPlaceholder")}
          required
          error={translate(errors.subject?.message)}
          // In the server's HTML too (a link's subject shows before the form is live).
          defaultValue={initialSubject}
          {...form.register("subject")}
        />
        <TextArea
          label={t("form.message")}
          rows={6}
          required
          error={translate(errors.message?.message)}
          {...form.register("message")}
        />
        <Controller
          control={form.control}
          name="preferredContact"
          render={({ field }) => (
            <RadioGroup
              label={t("form.preferred")}
              name={field.name}
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
              options={preferredContactMethods.map((value) => ({
                value,
                label: preferredContactLabels[value][language],
              }))}
            />
          )}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="ps-form__actions">
          <Button type="submit" loading={send.isPending} disabled={incomplete || send.isPending}>
            {send.isPending ? t("form.sending") : t("form.send")}
          </Button>
        </div>
      </form>
    </NeedsJavaScript>
  );
}

/**
 * On the contact page (an islands page), hydrated on the first touch or focus: what was typed before
 * it is live is kept (islands/start-islands.ts), and its checks load on the first submit anyway.
 */
export const ContactFormIsland = islandOf("contact-form", ContactForm, { when: "touch" });
