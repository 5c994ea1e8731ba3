import { QueryClient } from "@tanstack/react-query";

/** The server's cache for one render: no retries (the page is answered now), nothing refetched. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}
