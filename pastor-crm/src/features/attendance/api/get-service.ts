import { type AttendanceChanges, routes, type ServiceAttendance } from "@church/contracts";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { attendanceQueryKeys } from "./query-keys.ts";
import { pendingPersonIds } from "./tap-queue.ts";

/** How often an open list asks what the other phones tapped. */
export const CHANGES_INTERVAL_MS = 3000;

export const serviceQueryOptions = (date: string) =>
  queryOptions({
    queryKey: attendanceQueryKeys.service(date),
    queryFn: ({ signal }) => api.call(routes.attendance.service, { params: { date } }, { signal }),
    // Kept fresh by the changes below, never refetched as a whole while open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Another phone's taps into the list: a person tapped here and not yet saved keeps this phone's
 * state (its tap is on the way); someone new (a newcomer added elsewhere) joins at the end.
 */
export function applyChanges(
  list: ServiceAttendance,
  changes: AttendanceChanges,
  pending: ReadonlySet<string>,
): ServiceAttendance {
  const byId = new Map(changes.changes.map((c) => [c.id, c]));
  const people = list.people.map((p) => {
    const change = byId.get(p.id);
    byId.delete(p.id);
    return change && !pending.has(p.id) ? { ...p, present: change.present } : p;
  });
  return { ...list, people: [...people, ...byId.values()], count: changes.count, cursor: changes.cursor };
}

async function pollChanges(queryClient: QueryClient, date: string, signal: AbortSignal) {
  const list = queryClient.getQueryData<ServiceAttendance>(attendanceQueryKeys.service(date));
  if (!list) return null;
  const changes = await api.call(
    routes.attendance.changes,
    { params: { date }, query: { since: list.cursor } },
    { signal },
  );
  queryClient.setQueryData<ServiceAttendance>(attendanceQueryKeys.service(date), (current) =>
    current ? applyChanges(current, changes, pendingPersonIds(queryClient, date)) : current,
  );
  return changes.cursor;
}

/** The list of a service, with the other phones' taps arriving every few seconds while it is open. */
export function useServiceAttendance(date: string) {
  const queryClient = useQueryClient();
  const list = useQuery(serviceQueryOptions(date));
  useQuery({
    queryKey: attendanceQueryKeys.changes(date),
    queryFn: ({ signal }) => pollChanges(queryClient, date, signal),
    enabled: list.isSuccess,
    refetchInterval: CHANGES_INTERVAL_MS,
    // A missed poll is simply the next one.
    retry: false,
    gcTime: 0,
  });
  return list;
}
