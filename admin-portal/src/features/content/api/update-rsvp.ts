import { type RsvpBulkBody, type RsvpStatus, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rsvpsQueryKey } from "./get-event-rsvps.ts";
import { contentEventsQueryKey } from "./get-events.ts";

/** RSVP changes move the event's attendee count too, so both lists reload. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rsvpsQueryKey }),
      queryClient.invalidateQueries({ queryKey: contentEventsQueryKey }),
    ]);
}

export function useUpdateRsvpStatus() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RsvpStatus }) =>
      api.call(routes.rsvps.updateStatus, { params: { id }, body: { status } }),
    onSuccess,
  });
}

export function useDeleteRsvp() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.rsvps.remove, { params: { id } }),
    onSuccess,
  });
}

/** Confirm, cancel or delete many RSVPs at once (all or nothing on the server). */
export function useBulkRsvps() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: RsvpBulkBody) => api.call(routes.rsvps.bulk, { body }),
    onSuccess,
  });
}
