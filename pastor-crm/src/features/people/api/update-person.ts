import { type PersonFormValues, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function updatePerson({ id, body }: { id: string; body: PersonFormValues }) {
  return api.call(routes.people.update, { params: { id }, body });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
