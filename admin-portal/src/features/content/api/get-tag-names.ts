import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const tagNamesQueryKey = ["admin", "tag-names"] as const;

/** Every tag on the content, with the Swahili name visitors read and how many items carry it. */
export const tagNamesQueryOptions = () =>
  queryOptions({
    queryKey: tagNamesQueryKey,
    queryFn: async () => (await api.call(routes.tagNames.inUse)).items,
  });

export function useTagNames() {
  return useQuery(tagNamesQueryOptions());
}
