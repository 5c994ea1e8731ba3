import { calendarDate, churchInfo, routes, type SessionUser } from "@church/contracts";
import { Button, Card, TextField } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { systemTestNamespace } from "../system-test.texts.ts";
import { type ProbeResult, ProbeResultView, probe } from "./probe-result.tsx";

/** The spec's test page turns values that are not numbers into 0. */
const numberOrZero = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};

/** /test: creates a church record for a signed-in user and shows the raw answer. */
export function RecordTestCard({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation(systemTestNamespace);
  const [values, setValues] = useState({
    // Today in Buffalo, the church's day (in the evening UTC is already tomorrow).
    date: calendarDate(new Date(), churchInfo.timeZone),
    attendance: "",
    tithes: "",
    offerings: "",
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProbeResult | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(
      await probe(() =>
        api.call(routes.crm.createRecord, {
          body: {
            date: values.date,
            attendance: Math.trunc(numberOrZero(values.attendance)),
            tithes: numberOrZero(values.tithes),
            offerings: numberOrZero(values.offerings),
            notes: "Created from the system test page",
          },
        }),
      ),
    );
    setBusy(false);
  };

  return (
    <Card title={t("record.title")} description={t("record.intro")}>
      {user ? (
        <form className="ap-stack" onSubmit={(event) => void submit(event)}>
          <TextField label={t("record.date")} type="date" value={values.date} onChange={set("date")} />
          <TextField
            label={t("record.attendance")}
            inputMode="numeric"
            value={values.attendance}
            onChange={set("attendance")}
          />
          <TextField
            label={t("record.tithes")}
            inputMode="decimal"
            value={values.tithes}
            onChange={set("tithes")}
          />
          <TextField
            label={t("record.offerings")}
            inputMode="decimal"
            value={values.offerings}
            onChange={set("offerings")}
          />
          <div className="ap-actions">
            <Button type="submit" loading={busy}>
              {t("record.create")}
            </Button>
          </div>
        </form>
      ) : (
        <p>{t("record.signedOut")}</p>
      )}
      {result && <ProbeResultView result={result} />}
    </Card>
  );
}
