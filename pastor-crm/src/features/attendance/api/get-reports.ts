import { routes } from "@church/contracts";
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

/** The report as the CSV file the server writes (the same rows as the chart). */
export async function downloadReportCsv(which: ReportCsv, today: string): Promise<void> {
  if (which.report === "by-name") {
    const { blob } = await api.download(routes.attendance.byNameReport, {
      query: { weeks: which.weeks, format: "csv" },
    });
    saveFile(blob, `attendance-by-name-${today}.csv`);
  } else {
    const { blob } = await api.download(routes.attendance.retentionReport, {
      query: { months: which.months, format: "csv" },
    });
    saveFile(blob, `newcomer-retention-${today}.csv`);
  }
}

export function useDownloadReportCsv(today: string) {
  return useMutation({ mutationFn: (which: ReportCsv) => downloadReportCsv(which, today) });
}
