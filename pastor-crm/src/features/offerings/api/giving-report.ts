import { type GivingReportQuery, routes } from "@church/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { offeringsQueryKeys } from "./query-keys.ts";

export function getGivingReport(query: GivingReportQuery, signal?: AbortSignal) {
  return api.call(routes.offerings.givingReport, { query }, { signal });
}

export function useGivingReport(query: GivingReportQuery) {
  return useQuery({
    queryKey: offeringsQueryKeys.report(query),
    queryFn: ({ signal }) => getGivingReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The months shown, as the CSV the API writes (giving-<from>-to-<to>.csv), in the reader's language. */
export async function exportGivingCsv(query: GivingReportQuery): Promise<void> {
  const { blob, filename } = await api.download(routes.offerings.givingReport, {
    query: { ...query, format: "csv" },
  });
  saveFile(blob, filename ?? "giving.csv");
}

export function useExportGivingCsv() {
  return useMutation({ mutationFn: exportGivingCsv });
}
