import { endpoints } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const rsvpsQueryKey = ["admin", "rsvps"] as const;

/** The RSVPs of one event with its confirmed count and maximum. */
export const eventRsvpsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...rsvpsQueryKey, eventId],
    queryFn: () => api.call(endpoints.rsvps.listForEvent, { params: { id: eventId } }),
  });

export function useEventRsvps(eventId: string | undefined) {
  return useQuery({ ...eventRsvpsQueryOptions(eventId ?? ""), enabled: !!eventId });
}
