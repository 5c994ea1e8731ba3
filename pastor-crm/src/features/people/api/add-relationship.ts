import { type RelationshipKind, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function addRelationship({
  id,
  personId,
  kind,
}: {
  id: string;
  personId: string;
  kind: RelationshipKind;
}) {
  return api.call(routes.people.addRelationship, { params: { id }, body: { personId, kind } });
}

export function useAddRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
