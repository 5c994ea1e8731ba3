import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

/** Visits with a follow-up date not yet done, the earliest first. */
export function useOpenFollowUps() {
  return useQuery({
    queryKey: careQueryKeys.followUps,
    queryFn: ({ signal }) => api.call(routes.careNotes.openFollowUps, {}, { signal }),
  });
}
