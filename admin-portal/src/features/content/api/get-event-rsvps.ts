import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const rsvpsQueryKey = ["admin", "rsvps"] as const;

/** Which date of the event to list: one YYYY-MM-DD, "all", or the next date (undefined). */
export type RsvpDateChoice = string | "all" | undefined;

/** The RSVPs of one date of an event (or all dates), its confirmed count, maximum and dates to choose. */
export const eventRsvpsQueryOptions = (eventId: string, date: RsvpDateChoice) =>
  queryOptions({
    queryKey: [...rsvpsQueryKey, eventId, date ?? "next"],
    queryFn: () =>
      api.call(routes.rsvps.listForEvent, { params: { id: eventId }, query: date ? { date } : {} }),
    placeholderData: (previous) => previous,
  });

export function useEventRsvps(eventId: string | undefined, date?: RsvpDateChoice) {
  return useQuery({ ...eventRsvpsQueryOptions(eventId ?? "", date), enabled: !!eventId });
}
