import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const contactMessagesQueryKey = ["admin", "contact-messages"] as const;

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: contactMessagesQueryKey,
    queryFn: () => api.call(routes.contactMessages.list, { query: {} }),
  });

export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions());
}
