import { routes, type SubscriberBulkBody } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { audienceQueryKey } from "./get-audience.ts";
import { subscribersQueryKey } from "./get-subscribers.ts";

/** Resend confirmation, unsubscribe or delete many subscribers; the lists and the audience reload. */
export function useBulkSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriberBulkBody) => api.call(routes.newsletter.bulkSubscribers, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersQueryKey }),
        queryClient.invalidateQueries({ queryKey: audienceQueryKey }),
      ]),
  });
}
