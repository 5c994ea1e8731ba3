import { routes, type SiteContentImport, type SiteContentInput } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { siteContentQueryKey } from "./get-site-content.ts";

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: siteContentQueryKey });
}

/** Create when no id is given, else update. */
export function useSaveSiteContent() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SiteContentInput }) =>
      id
        ? api.call(routes.siteContent.update, { params: { id }, body })
        : api.call(routes.siteContent.create, { body }),
    onSuccess,
  });
}

export function useDeleteSiteContent() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.siteContent.remove, { params: { id } }),
    onSuccess,
  });
}

/** Items with an existing section and key are replaced; all or nothing. */
export function useImportSiteContent() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: SiteContentImport) => api.call(routes.siteContent.import, { body }),
    onSuccess,
  });
}

/** Back to the 15 default items. */
export function useResetSiteContent() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(routes.siteContent.reset),
    onSuccess,
  });
}
