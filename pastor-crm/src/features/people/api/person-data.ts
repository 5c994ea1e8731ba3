import { ERASE_CONFIRMATION, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { peopleQueryKeys } from "./query-keys.ts";

/** Everything linked to the person, saved as the file the API names (person-<id>.json). */
export async function downloadPersonData(id: string): Promise<void> {
  const { blob, filename } = await api.download(routes.people.exportPerson, { params: { id } });
  saveFile(blob, filename ?? `person-${id}.json`);
}

export function useDownloadPersonData() {
  return useMutation({ mutationFn: downloadPersonData });
}

export function erasePerson(id: string) {
  return api.call(routes.people.erasePerson, { params: { id }, body: { confirm: ERASE_CONFIRMATION } });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePerson,
    // The erased person's page must not come back from the cache.
    onSuccess: () => queryClient.removeQueries({ queryKey: peopleQueryKeys.all }),
  });
}
