import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

// Keys of their own: the overview reads counts, the tabs read full lists under theirs.
export function useBlogPostCount() {
  return useQuery({
    queryKey: ["overview", "blog-posts"],
    queryFn: async () => (await api.call(routes.blogPosts.adminList, { query: {} })).posts.length,
  });
}

export function useEventCount() {
  return useQuery({
    queryKey: ["overview", "events"],
    queryFn: async () => (await api.call(routes.events.adminList, { query: {} })).events.length,
  });
}

export function useSubscriberCount() {
  return useQuery({
    queryKey: ["overview", "subscribers"],
    queryFn: async () => (await api.call(routes.newsletter.listSubscribers, { query: { limit: 1 } })).total,
  });
}

/** Donations are for pastor-capable accounts only; others never ask. */
export function useDonationSummary(enabled: boolean) {
  return useQuery({
    queryKey: ["overview", "donations"],
    queryFn: () => api.call(routes.donations.list, { query: { type: "all", period: "all" } }),
    enabled,
  });
}

export function useAnalyticsSummary() {
  return useQuery({
    queryKey: ["overview", "analytics"],
    queryFn: () => api.call(routes.analytics.summary),
  });
}
