import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

export function getPersonFollowUp(personId: string, signal?: AbortSignal) {
  return api.call(routes.care.personFollowUp, { params: { id: personId } }, { signal });
}

export function usePersonFollowUp(personId: string) {
  return useQuery({
    queryKey: careQueryKeys.personFollowUp(personId),
    queryFn: ({ signal }) => getPersonFollowUp(personId, signal),
  });
}
