import { calendarDate, churchInfo } from "@church/contracts";
import { Alert, Button, Card, TextArea, TextField } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateTestRecord } from "../api/create-test-record.ts";

const todayInNewYork = () => calendarDate(new Date(), churchInfo.timeZone);

/** The spec's test rule: a value that is not a number is sent as 0. */
const wholeOrZero = (value: string) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};
const amountOrZero = (value: string) => {
  const parsed = Number.parseFloat(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Posts a record exactly as typed and shows the server's raw answer. */
export function CreateRecordTest() {
  const { t } = useTranslation("crm-test");
  const create = useCreateTestRecord();
  const [date, setDate] = useState(todayInNewYork);
  const [attendance, setAttendance] = useState("");
  const [tithes, setTithes] = useState("");
  const [offerings, setOfferings] = useState("");
  const [notes, setNotes] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({
      date,
      attendance: wholeOrZero(attendance),
      tithes: amountOrZero(tithes),
      offerings: amountOrZero(offerings),
      notes: notes.trim() ? notes.trim() : null,
    });
  }

  const result = create.data;
  const created = result !== undefined && result.status >= 200 && result.status < 300;
  return (
    <Card title={t("create.title")}>
      <div className="crm-test__stack">
        <form className="crm-test__form" noValidate onSubmit={submit}>
          <TextField
            label={t("create.date")}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label={t("create.attendance")}
            type="number"
            inputMode="numeric"
            value={attendance}
            onChange={(e) => setAttendance(e.target.value)}
          />
          <TextField
            label={t("create.tithes")}
            type="number"
            inputMode="decimal"
            step={0.01}
            value={tithes}
            onChange={(e) => setTithes(e.target.value)}
          />
          <TextField
            label={t("create.offerings")}
            type="number"
            inputMode="decimal"
            step={0.01}
            value={offerings}
            onChange={(e) => setOfferings(e.target.value)}
          />
          <TextArea
            label={t("create.notes")}
            rows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button type="submit" loading={create.isPending}>
            {t("create.submit")}
          </Button>
        </form>
        {created && <Alert tone="success">{t("create.success")}</Alert>}
        {result && (
          <figure>
            <figcaption>{t("create.response", { status: result.status })}</figcaption>
            <pre className="crm-test__response">{JSON.stringify(result.body, null, 2)}</pre>
          </figure>
        )}
        {create.isError && <Alert tone="error">{t("create.error", { message: create.error.message })}</Alert>}
      </div>
    </Card>
  );
}
