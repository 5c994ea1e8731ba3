import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** Published audio services, newest first. */
export const audioServicesQuery = () =>
  queryOptions({
    queryKey: ["audio-services"],
    queryFn: async () =>
      (await api.call(routes.audioServices.list)).audioServices.toSorted((a, b) =>
        b.date.localeCompare(a.date),
      ),
    staleTime: 5 * 60_000,
  });

export function useAudioServices() {
  return useQuery(audioServicesQuery());
}
