import { donationStatementRequestSchema, type Language, languageSchema, routes } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Button, Card, SelectField, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSendStatement } from "../api/send-statement.ts";
import { outreachNamespace } from "../outreach.texts.ts";

/** Staff download a donor's annual statement or e-mail it to the donor (the PDF attached). */
export function StatementForm() {
  const { t } = useTranslation(outreachNamespace);
  const [email, setEmail] = useState("");
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [language, setLanguage] = useState<Language>("en");
  const [errors, setErrors] = useState<{ email?: string; year?: string }>({});
  const send = useSendStatement();

  /** The request as the contract reads it, or null with the bad fields marked. */
  const parsed = () => {
    const result = donationStatementRequestSchema.safeParse({ email, year, language });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const bad = new Set(result.error.issues.map((i) => String(i.path[0])));
    setErrors({
      email: bad.has("email") ? t("donations.statement.invalidEmail") : undefined,
      year: bad.has("year") ? t("donations.statement.invalidYear") : undefined,
    });
    return null;
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const body = parsed();
    if (!body) return;
    send.mutate(body, {
      onSuccess: (answer) => toast.success(t("donations.statement.sent"), { description: answer.message }),
      onError: (error) => toast.error(t("common.error"), { description: errorText(error, "") }),
    });
  };

  const onDownload = () => {
    const query = parsed();
    if (!query) return;
    const href = routes.donations.statement.path;
    const search = new URLSearchParams({
      email: query.email,
      year: String(query.year),
      language: query.language,
    });
    window.open(`${href}?${search}`, "_blank", "noopener");
  };

  return (
    <Card
      title={t("donations.statement.title")}
      headingLevel={2}
      description={t("donations.statement.intro")}
    >
      <form className="ap-filters" onSubmit={onSend} noValidate>
        <TextField
          label={t("donations.statement.email")}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="off"
        />
        <TextField
          label={t("donations.statement.year")}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          error={errors.year}
        />
        <SelectField
          label={t("donations.statement.language")}
          value={language}
          onChange={(event) => setLanguage(languageSchema.catch("en").parse(event.target.value))}
          options={languageSchema.options.map((l) => ({
            value: l,
            label: t(`donations.statement.languages.${l}`),
          }))}
        />
        <Button type="button" variant="secondary" onClick={onDownload}>
          {t("donations.statement.download")}
        </Button>
        <Button type="submit" loading={send.isPending}>
          {t("donations.statement.send")}
        </Button>
      </form>
    </Card>
  );
}
