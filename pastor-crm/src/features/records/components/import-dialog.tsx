import {
  crmCsvColumns,
  IMPORT_MAX_CHARS,
  IMPORT_MAX_ROWS,
  type ImportIssue,
  type ImportRecordsResponse,
  type ImportRow,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import {
  Alert,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  DialogClose,
  Spinner,
  TextField,
  toast,
} from "@church/ui-kit";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/names.ts";
import { readFileText } from "../../../lib/read-file.ts";
import { useImportRecords, usePreviewImport } from "../api/import-records.ts";

import { formatCount, formatMoney } from "../utils/format.ts";

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rows shown in the preview besides those with issues, so a 20-year file stays quick to scroll. */
const PREVIEW_ROWS = 100;

/**
 * Import CSV: choose a file, see every row as the server read it with its issues, then import all
 * rows at once. Import stays disabled while any row has an issue; the server refuses such a file too.
 */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const { t } = useTranslation("crm");
  const preview = usePreviewImport();
  const save = useImportRecords();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  function reset() {
    preview.reset();
    save.reset();
    setCsv(null);
    setFileError(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    reset();
    const file = event.target.files?.[0];
    if (!file) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setFileError(t("import.unreadableFile"));
      return;
    }
    if (text.length > IMPORT_MAX_CHARS) {
      setFileError(t("import.tooLarge"));
      return;
    }
    if (!text.trim()) {
      setFileError(t("import.issues.no_rows"));
      return;
    }
    setCsv(text);
    preview.mutate(text);
  }

  async function runImport() {
    if (!csv) return;
    try {
      const result = await save.mutateAsync(csv);
      toast.success(t("import.imported", { count: result.imported }));
      reset();
      onOpenChange(false);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0 && error.message ? error.message : t("import.failed"),
      );
      // The records may have changed since the preview (e.g. a duplicate): show what the server sees now.
      if (error instanceof ApiError && error.status === 400) preview.mutate(csv);
    }
  }

  const result = preview.data;
  const ready = Boolean(result && result.issues.length === 0 && result.rows.length > 0);
  const busy = preview.isPending || save.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
      title={t("import.title")}
      description={t("import.description")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={save.isPending}>
              {t("import.cancel")}
            </Button>
          </DialogClose>
          <Button disabled={!ready || busy} loading={save.isPending} onClick={runImport}>
            {save.isPending ? t("import.importing") : t("import.import")}
          </Button>
        </>
      }
    >
      <div className="crm-import">
        <TextField
          type="file"
          accept=".csv,text/csv"
          label={t("import.file")}
          hint={t("import.fileHint")}
          error={fileError ?? undefined}
          disabled={save.isPending}
          onChange={chooseFile}
        />
        {preview.isPending && <Spinner label={t("import.checking")} showLabel />}
        {preview.isError && (
          <Alert tone="error">
            {preview.error instanceof ApiError && preview.error.status > 0
              ? preview.error.message
              : t("import.failed")}
          </Alert>
        )}
        {result && <ImportPreview result={result} />}
      </div>
    </Dialog>
  );
}

function ImportPreview({ result }: { result: ImportRecordsResponse }) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const issuesByRow = new Map<number, ImportIssue[]>();
  for (const issue of result.issues)
    issuesByRow.set(issue.row, [...(issuesByRow.get(issue.row) ?? []), issue]);
  const fileIssues = result.issues.filter((issue) => !result.rows.some((row) => row.row === issue.row));
  const badRows = result.rows.filter((row) => issuesByRow.has(row.row)).length;
  const shown = result.rows.filter((row, index) => index < PREVIEW_ROWS || issuesByRow.has(row.row));

  const describe = (issue: ImportIssue) => {
    const field = t(`import.fields.${issue.field}`);
    // The file's header is in English whatever the interface language, so the column keeps its name.
    const column = crmCsvColumns.find((name) => name.toLowerCase() === issue.field) ?? field;
    const text = t(`import.issues.${issue.code}`, { column, max: IMPORT_MAX_ROWS });
    return issue.field === "file" || issue.code === "missing_column" ? text : `${field}: ${text}`;
  };

  // A row that parsed shows the values to be saved; one with issues shows the cells as written.
  const cell = (row: ImportRow, key: "date" | "attendance" | "tithes" | "offerings" | "notes") => {
    const record = row.record;
    if (!record) return row.cells[key];
    if (key === "date") return formatDay(record.date, language);
    if (key === "attendance") return formatCount(record.attendance);
    if (key === "notes") return record.notes ?? t("records.noNotes");
    return formatMoney(record[key]);
  };

  const columns: DataTableColumn<ImportRow>[] = [
    { key: "row", header: t("import.row"), cell: (row) => row.row, rowHeader: true },
    { key: "date", header: t("records.date"), cell: (row) => cell(row, "date") },
    {
      key: "attendance",
      header: t("records.attendance"),
      cell: (row) => cell(row, "attendance"),
      align: "end",
    },
    { key: "tithes", header: t("records.tithes"), cell: (row) => cell(row, "tithes"), align: "end" },
    { key: "offerings", header: t("records.offerings"), cell: (row) => cell(row, "offerings"), align: "end" },
    { key: "notes", header: t("records.notes"), cell: (row) => cell(row, "notes") },
    {
      key: "check",
      header: t("import.check"),
      cell: (row) => {
        const issues = issuesByRow.get(row.row);
        if (!issues) return <Badge tone="success">{t("import.ok")}</Badge>;
        return (
          <ul className="crm-import__issues">
            {issues.map((issue) => (
              <li key={`${issue.field}-${issue.code}`}>{describe(issue)}</li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <>
      {fileIssues.length > 0 ? (
        <Alert tone="error" title={t("import.fileProblems")}>
          <ul className="crm-import__issues">
            {fileIssues.map((issue) => (
              <li key={`${issue.field}-${issue.code}`}>{describe(issue)}</li>
            ))}
          </ul>
        </Alert>
      ) : badRows > 0 ? (
        <Alert tone="error">{t("import.problems", { bad: badRows, count: result.rows.length })}</Alert>
      ) : (
        <Alert tone="success">{t("import.ready", { count: result.rows.length })}</Alert>
      )}
      {result.rows.length > 0 && (
        <>
          {shown.length < result.rows.length && (
            <p className="crm-muted">
              {t("import.showing", { shown: shown.length, count: result.rows.length, first: PREVIEW_ROWS })}
            </p>
          )}
          <DataTable
            caption={t("import.previewTable")}
            columns={columns}
            rows={shown}
            getRowKey={(row) => String(row.row)}
            className="crm-import__table"
          />
        </>
      )}
    </>
  );
}
