import { meetingTiming, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const meetingRequestsQueryKey = ["admin", "meeting-requests"] as const;

/** All requests with the pending count, polled every 5 minutes (staff-area.md section 9). */
export const meetingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: meetingRequestsQueryKey,
    queryFn: () => api.call(routes.meetingRequests.list, { query: {} }),
    refetchInterval: meetingTiming.pollIntervalMs,
  });

/** Only pastor-capable accounts ask (the endpoint answers 403 to others). */
export function useMeetingRequests(enabled = true) {
  return useQuery({ ...meetingRequestsQueryOptions(), enabled });
}
