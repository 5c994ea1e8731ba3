import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

/** Archive a person (out of the lists and of linking, nothing deleted) or bring them back. */
export function archivePerson({ id, archived }: { id: string; archived: boolean }) {
  return api.call(routes.people.archive, { params: { id }, body: { archived } });
}

export function useArchivePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
