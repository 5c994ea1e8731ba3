import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

export const meetingSlotsKey = ["meeting-slots"] as const;

/** The pastor's free slots (read afresh: another visitor may have just taken one). */
export const meetingSlotsQuery = () =>
  queryOptions({
    queryKey: meetingSlotsKey,
    queryFn: async () => (await api.call(routes.meetingRequests.slots)).slots,
    staleTime: 30_000,
    retry: 1,
    retryDelay: 500,
  });

export function useMeetingSlots() {
  return useQuery(meetingSlotsQuery());
}
