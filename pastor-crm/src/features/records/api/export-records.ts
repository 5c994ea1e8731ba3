import { type ExportReport, type Language, type RecordsRange, routes } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { todayInChurchTimeZone } from "../utils/dates.ts";

export function downloadRecords(format: "csv" | "pdf", range: RecordsRange = {}, lang?: Language) {
  return api.download(routes.crm.exportRecords, {
    query: { format, ...range, ...(lang ? { lang } : {}) },
  });
}

export function getExportReport(range: RecordsRange = {}) {
  return api.call(routes.crm.exportRecords, { query: range });
}

export async function exportRecordsCsv(range: RecordsRange = {}): Promise<void> {
  const { blob } = await downloadRecords("csv", range);
  saveFile(blob, `church-records-${todayInChurchTimeZone()}.csv`);
}

export type PdfExportResult = { kind: "pdf" } | { kind: "report"; report: ExportReport };

/**
 * A PDF from the server when it can make one; when the server answers with an error instead, the JSON
 * report, which the screen prints from a print view (the spec's only export path). A network failure
 * is not an answer, so it stays an error.
 */
export async function exportRecordsPdf({
  lang,
  range = {},
}: {
  lang: Language;
  range?: RecordsRange;
}): Promise<PdfExportResult> {
  try {
    const { blob } = await downloadRecords("pdf", range, lang);
    saveFile(blob, `church-records-${todayInChurchTimeZone()}.pdf`);
    return { kind: "pdf" };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 403) {
      throw error;
    }
    return { kind: "report", report: await getExportReport(range) };
  }
}

export function useExportRecordsCsv() {
  return useMutation({ mutationFn: exportRecordsCsv });
}

export function useExportRecordsPdf() {
  return useMutation({ mutationFn: exportRecordsPdf });
}
