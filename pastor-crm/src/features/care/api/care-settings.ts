import { type CareSettings, routes } from "@church/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

export function getCareSettings(signal?: AbortSignal) {
  return api.call(routes.care.settings, {}, { signal });
}

export function useCareSettings() {
  return useQuery({ queryKey: careQueryKeys.settings, queryFn: ({ signal }) => getCareSettings(signal) });
}

export function updateCareSettings(body: CareSettings) {
  return api.call(routes.care.updateSettings, { body });
}

export function useUpdateCareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCareSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careQueryKeys.all }),
  });
}
