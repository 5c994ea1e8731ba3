import { type MembershipStage, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function setStage({ id, stage }: { id: string; stage: MembershipStage }) {
  return api.call(routes.people.setStage, { params: { id }, body: { stage } });
}

export function useSetStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
