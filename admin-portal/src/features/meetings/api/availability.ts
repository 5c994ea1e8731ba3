import { type AvailabilityFormValues, routes } from "@church/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const availabilityQueryKey = ["admin", "pastor-availability"] as const;

export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: availabilityQueryKey,
    queryFn: () => api.call(routes.meetingRequests.availability),
  });

/** The pastor's weekly meeting hours and blocked days. */
export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}

/** Saves the whole week and every blocked day at once. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityFormValues) => api.call(routes.meetingRequests.saveAvailability, { body }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityQueryKey, saved),
  });
}
