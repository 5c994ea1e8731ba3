import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Every service the records go back to (the report's largest span, as the weekly summaries). */
const ALL_WEEKS = 1100;

/**
 * How many were counted by name at each service date (attendance by name), to show beside the
 * record of that day; an empty map while loading or when the pastor has never counted by name.
 */
export function useCountedByName({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ["attendance", "reports", "by-name", ALL_WEEKS],
    queryFn: ({ signal }) =>
      api.call(routes.attendance.byNameReport, { query: { weeks: ALL_WEEKS } }, { signal }),
    enabled,
    select: (report) =>
      new Map(report.services.filter((s) => s.countedByName > 0).map((s) => [s.date, s.countedByName])),
  });
}
