import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

/** `mergeId` is merged into `id`, who is kept. */
export function mergePeople({ id, mergeId }: { id: string; mergeId: string }) {
  return api.call(routes.people.merge, { params: { id }, body: { mergeId } });
}

export function useMergePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergePeople,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
