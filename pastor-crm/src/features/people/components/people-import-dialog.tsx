import {
  PEOPLE_IMPORT_MAX_CHARS,
  type PeopleImportField,
  type PeopleImportResult,
  peopleImportFields,
  suggestPeopleMapping,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Badge, Button, Dialog, SelectField, TextField, toast } from "@church/ui-kit";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { readFileText } from "../../../lib/read-file.ts";
import { useImportPeopleCsv } from "../api/people-csv.ts";
import { peopleNamespace } from "../people.texts.ts";

export interface PeopleImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Mapping = Partial<Record<PeopleImportField, string>>;

/** The header cells of a CSV's first line (quotes taken off); the server reads the whole file. */
const headerOf = (text: string): string[] =>
  (text.replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "")
    .split(",")
    .map((cell) => cell.trim().replace(/^"(.*)"$/, "$1"))
    .filter(Boolean);

/**
 * Import people from another system's CSV: choose the file, pick the file's column for each of our
 * fields (prefilled by the header names we know), check (a dry run listing what would be created,
 * updated or skipped and why), then import.
 */
export function PeopleImportDialog({ open, onOpenChange }: PeopleImportDialogProps) {
  const { t } = useTranslation(peopleNamespace);
  const run = useImportPeopleCsv();
  const [csv, setCsv] = useState("");
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Mapping>({});
  const [country, setCountry] = useState("KE");
  const [report, setReport] = useState<PeopleImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const reset = () => {
    setCsv("");
    setHeaders([]);
    setMapping({});
    setReport(null);
    setFileError(null);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await readFileText(file);
    if (text.length > PEOPLE_IMPORT_MAX_CHARS) {
      setFileError(t("import.tooLarge"));
      return;
    }
    const found = headerOf(text);
    setCsv(text);
    setHeaders(found);
    setMapping(suggestPeopleMapping(found));
  };

  const send = async (dryRun: boolean) => {
    try {
      const result = await run.mutateAsync({
        csv,
        mapping,
        dryRun,
        ...(country ? { defaultCountry: country } : {}),
      });
      setReport(result);
      if (!dryRun) {
        toast.success(t("import.done", { created: result.created, updated: result.updated }));
        reset();
        onOpenChange(false);
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("import.failed"));
    }
  };

  const ready = csv !== "" && Boolean(mapping.givenName);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (run.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
      title={t("import.title")}
      description={t("import.description")}
      footer={
        <>
          <Button variant="secondary" disabled={!ready || run.isPending} onClick={() => void send(true)}>
            {t("import.check")}
          </Button>
          <Button disabled={!ready || !report || run.isPending} onClick={() => void send(false)}>
            {t("import.run")}
          </Button>
        </>
      }
    >
      <div className="crm-people-import">
        <TextField
          type="file"
          accept=".csv,text/csv"
          label={t("import.file")}
          error={fileError ?? undefined}
          disabled={run.isPending}
          onChange={(event) => void chooseFile(event)}
        />
        {headers.length > 0 && (
          <fieldset className="crm-people-import-mapping">
            <legend>{t("import.mapping")}</legend>
            {peopleImportFields.map((field) => (
              <SelectField
                key={field}
                label={t(`import.fields.${field}`)}
                value={mapping[field] ?? ""}
                onChange={(e) => {
                  setReport(null);
                  setMapping({ ...mapping, [field]: e.target.value || undefined });
                }}
                options={[
                  { value: "", label: t("import.none") },
                  ...headers.map((h) => ({ value: h, label: h })),
                ]}
              />
            ))}
            <TextField
              label={t("import.country")}
              hint={t("import.countryHint")}
              value={country}
              maxLength={2}
              onChange={(e) => {
                setReport(null);
                setCountry(e.target.value.toUpperCase());
              }}
            />
          </fieldset>
        )}
        {report && (
          <section aria-label={t("import.report")}>
            <Alert tone={report.skipped > 0 ? "warning" : "info"}>
              {t("import.summary", {
                created: report.created,
                updated: report.updated,
                skipped: report.skipped,
                households: report.householdsCreated,
              })}
            </Alert>
            <ul className="crm-people-import-rows">
              {report.rows.map((row) => (
                <li key={row.row}>
                  <Badge
                    tone={
                      row.outcome === "skipped" ? "warning" : row.outcome === "created" ? "success" : "info"
                    }
                  >
                    {t(`import.outcomes.${row.outcome}`)}
                  </Badge>{" "}
                  {t("import.row", { row: row.row })} {row.name}
                  {row.reason
                    ? ` — ${t(`import.reasons.${row.reason.code}`, {
                        column: row.reason.column,
                        value: row.reason.value,
                        otherRow: row.reason.otherRow,
                      })}`
                    : ""}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
