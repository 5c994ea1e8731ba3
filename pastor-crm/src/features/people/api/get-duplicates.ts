import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function getDuplicates(signal?: AbortSignal) {
  return api.call(routes.people.duplicates, {}, { signal });
}

export function useDuplicates({ enabled }: { enabled: boolean }) {
  return useQuery({
    // Under `people`, so a save anywhere (and a merge) reloads it.
    queryKey: [...peopleQueryKeys.all, "duplicates"],
    queryFn: ({ signal }) => getDuplicates(signal),
    select: (data) => data.pairs,
    enabled,
  });
}
