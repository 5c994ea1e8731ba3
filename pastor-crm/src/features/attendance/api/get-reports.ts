import { type Language, routes } from "@church/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { attendanceQueryKeys } from "./query-keys.ts";

export function useByNameReport(weeks: number) {
  return useQuery({
    queryKey: [...attendanceQueryKeys.reports, "by-name", weeks],
    queryFn: ({ signal }) => api.call(routes.attendance.byNameReport, { query: { weeks } }, { signal }),
  });
}

export function useRetentionReport(months: number) {
  return useQuery({
    queryKey: [...attendanceQueryKeys.reports, "retention", months],
    queryFn: ({ signal }) => api.call(routes.attendance.retentionReport, { query: { months } }, { signal }),
  });
}

export type ReportCsv = { report: "by-name"; weeks: number } | { report: "retention"; months: number };

/** What to download: the report, as CSV or as PDF (its texts in `lang`). */
export type ReportFile = ReportCsv & { format: "csv" | "pdf"; lang: Language };

/** The report as the CSV or PDF file the server writes (the same rows as the chart). */
export async function downloadReport(which: ReportFile, today: string): Promise<void> {
  const { format, lang } = which;
  if (which.report === "by-name") {
    const { blob } = await api.download(routes.attendance.byNameReport, {
      query: { weeks: which.weeks, format, lang },
    });
    saveFile(blob, `attendance-by-name-${today}.${format}`);
  } else {
    const { blob } = await api.download(routes.attendance.retentionReport, {
      query: { months: which.months, format, lang },
    });
    saveFile(blob, `newcomer-retention-${today}.${format}`);
  }
}

export function useDownloadReport(today: string) {
  return useMutation({ mutationFn: (which: ReportFile) => downloadReport(which, today) });
}
