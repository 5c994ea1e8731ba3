import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

/** Checks a CSV file on the server and answers the preview; writes nothing. */
export function previewImport(csv: string) {
  return api.call(routes.crm.importRecords, { body: { csv, dryRun: true } });
}

/** Writes every row of the file, or none when any row has an issue (the server answers 400 then). */
export function importRecords(csv: string) {
  return api.call(routes.crm.importRecords, { body: { csv } });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useImportRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeys.all }),
  });
}
