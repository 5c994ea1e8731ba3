import { type EventInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { contentEventsQueryKey } from "./get-events.ts";

/** Create when no id is given, else update; the list reloads after either. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: EventInput }) =>
      id
        ? api.call(routes.events.update, { params: { id }, body })
        : api.call(routes.events.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentEventsQueryKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.events.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentEventsQueryKey }),
  });
}
