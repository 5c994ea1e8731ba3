import { routes, type TextMessageStatus } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const textMessagesQueryKey = (status: TextMessageStatus | undefined) =>
  ["admin", "text-messages", status ?? "all"] as const;

export const textMessagesQueryOptions = (status: TextMessageStatus | undefined) =>
  queryOptions({
    queryKey: textMessagesQueryKey(status),
    queryFn: () =>
      api.call(routes.textMessages.list, { query: { limit: 100, ...(status ? { status } : {}) } }),
    // Statuses move as Twilio reports them: refresh while the panel is open.
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });

export function useTextMessages(status: TextMessageStatus | undefined) {
  return useQuery(textMessagesQueryOptions(status));
}
