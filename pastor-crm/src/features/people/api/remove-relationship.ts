import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function removeRelationship({ id, relationshipId }: { id: string; relationshipId: string }) {
  return api.call(routes.people.removeRelationship, { params: { id, relationshipId } });
}

export function useRemoveRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
