import { ApiError } from "@church/contracts/client";
import { Alert, Button, SelectField, TextField, useLanguage } from "@church/ui-kit";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { api } from "../../../lib/api-client.ts";
import { useNow } from "../../../lib/render-info.tsx";
import { routes } from "../../../lib/routes.ts";
import { giveNs } from "../give.texts.ts";

/** The years a donor can ask for: this one and the five before it. */
const recentYears = (now: Date) => Array.from({ length: 6 }, (_, i) => now.getFullYear() - i);

/**
 * A donor asks for the annual giving statement: the server e-mails the PDF (and a download link) to
 * that address only, in the page's language, and answers the same whether or not there were gifts.
 */
export function StatementRequest() {
  const { t } = useTranslation(giveNs);
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const years = recentYears(useNow());
  const [email, setEmail] = useState("");
  const [year, setYear] = useState(String(years[1]));
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: { email: string; year: number; language: "en" | "sw" }) =>
      api.call(routes.donations.requestStatement, { body }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's check (and zod) loads on submit.
    const { checkStatementRequest } = await import("./statement-rules.ts");
    const parsed = checkStatementRequest({
      email,
      year,
      language: language === "sw" ? "sw" : "en",
    });
    if (!parsed.success) {
      setEmailError(parsed.error.issues.find((i) => i.path[0] === "email")?.message ?? null);
      return;
    }
    setEmailError(null);
    request.mutate(parsed.data);
  };

  const failure =
    request.error instanceof ApiError && request.error.code !== "network_error"
      ? request.error.message
      : null;

  return (
    <section className="ps-panel" aria-labelledby="give-statement">
      <h2 id="give-statement" className="ps-panel__title">
        {t("statement.title")}
      </h2>
      <p>{t("statement.text")}</p>
      <NeedsJavaScript kind="form">
        <form className="ps-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label={t("statement.email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ? translate(emailError) : undefined}
          />
          <SelectField
            label={t("statement.year")}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
          <Button type="submit" variant="secondary" disabled={request.isPending}>
            {request.isPending ? t("statement.sending") : t("statement.submit")}
          </Button>
        </form>
      </NeedsJavaScript>
      {request.data && (
        <p role="status" className="ps-muted">
          {translate(request.data.message)}
        </p>
      )}
      {request.isError && <Alert tone="error">{failure ? translate(failure) : t("statement.error")}</Alert>}
    </section>
  );
}
