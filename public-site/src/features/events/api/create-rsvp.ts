import type { RsvpFormValues } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";
import { eventsQueryKey } from "./get-events.ts";

/** Sends an RSVP; the server confirms or wait-lists atomically. Events reload afterwards. */
export function useCreateRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RsvpFormValues) => api.call(routes.rsvps.create, { params: { id: eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
