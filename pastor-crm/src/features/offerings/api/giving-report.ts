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

/**
 * The months shown, as the CSV or PDF the API writes (giving-<from>-to-<to>.csv/.pdf), in the
 * reader's language.
 */
export async function exportGiving(query: GivingReportQuery & { format: "csv" | "pdf" }): Promise<void> {
  const { blob, filename } = await api.download(routes.offerings.givingReport, { query });
  saveFile(blob, filename ?? `giving.${query.format}`);
}

export function useExportGiving() {
  return useMutation({ mutationFn: exportGiving });
}
