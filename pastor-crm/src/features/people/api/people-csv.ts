import { type PeopleFilter, type PeopleImportBody, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { peopleQueryKeys } from "./query-keys.ts";

/** Everyone the list's filter finds, saved as the file the API names (people-<date>.csv). */
export async function exportPeopleCsv(filter: Partial<PeopleFilter>): Promise<void> {
  const { blob, filename } = await api.download(routes.people.exportCsv, { query: filter });
  saveFile(blob, filename ?? "people.csv");
}

export function useExportPeopleCsv() {
  return useMutation({ mutationFn: exportPeopleCsv });
}

export function importPeopleCsv(body: PeopleImportBody) {
  return api.call(routes.people.importCsv, { body });
}

/** A dry run and a real run alike; only a real run changes the lists. */
export function useImportPeopleCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPeopleCsv,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all });
    },
  });
}
