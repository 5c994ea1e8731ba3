import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const audioQueryKey = ["admin", "audio-services"] as const;

export const audioQueryOptions = () =>
  queryOptions({
    queryKey: audioQueryKey,
    queryFn: async () => (await api.call(routes.audioServices.adminList)).audioServices,
  });

export function useAudioServices() {
  return useQuery(audioQueryOptions());
}
