import { type ContentKind, routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** One item as staff preview it, drafts included; never retried (a 401 or 404 is the answer). */
export function useContentPreview(kind: ContentKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "preview", kind, id],
    queryFn: async () => (await api.call(routes.publishing.preview, { params: { kind, id } })).preview,
    enabled,
    retry: false,
  });
}
