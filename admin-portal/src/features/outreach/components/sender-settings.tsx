import {
  type NewsletterSender,
  type NewsletterSenderFormValues,
  newsletterSenderSchema,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Card, Skeleton, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNewsletterSender, useSaveNewsletterSender } from "../api/newsletter-sender.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";

const blank: NewsletterSenderFormValues = { firstName: "", lastName: "", email: "" };

/** The newsletter's sender, saved once: shown as one line, edited in place. */
export function SenderSettings() {
  const { t } = useTranslation(newsletterNamespace);
  const sender = useNewsletterSender();
  const save = useSaveNewsletterSender();
  const [editing, setEditing] = useState(false);
  const form = useForm<NewsletterSenderFormValues, unknown, NewsletterSender>({
    resolver: zodResolver(newsletterSenderSchema),
    defaultValues: blank,
  });
  const current = sender.data;
  useEffect(() => {
    form.reset(current ?? blank);
  }, [current, form]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t("sender.saved"));
        setEditing(false);
      },
      onError: (error) => toast.error(t("error"), { description: errorText(error, "") }),
    }),
  );
  const { errors } = form.formState;
  const showForm = editing || (sender.isSuccess && current === null);

  return (
    <Card title={t("sender.title")} description={t("sender.intro")}>
      {sender.isPending ? (
        <Skeleton lines={1} />
      ) : sender.isError ? (
        <Alert
          tone="error"
          title={t("loadFailed")}
          action={
            <Button size="sm" variant="secondary" onClick={() => void sender.refetch()}>
              {t("retry")}
            </Button>
          }
        >
          {errorText(sender.error, "")}
        </Alert>
      ) : showForm ? (
        <form className="ap-stack" onSubmit={submit} noValidate>
          {current === null && <Alert tone="warning">{t("sender.missing")}</Alert>}
          <div className="ap-form-row">
            <TextField
              label={t("sender.firstName")}
              required
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <TextField
              label={t("sender.lastName")}
              required
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
          <TextField
            label={t("sender.email")}
            type="email"
            required
            error={errors.email?.message}
            {...form.register("email")}
          />
          <div className="ap-actions">
            {current && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t("cancel")}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t("sender.save")}
            </Button>
          </div>
        </form>
      ) : current ? (
        <div className="ap-sender">
          <span>
            {t("sender.from", { name: `${current.firstName} ${current.lastName}`, email: current.email })}
          </span>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t("sender.edit")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
