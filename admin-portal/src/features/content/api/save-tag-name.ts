import { routes, type TagNameFormValues } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { tagNamesQueryKey } from "./get-tag-names.ts";

/** Gives a tag its Swahili name (an empty name removes staff's). */
export function useSaveTagName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagNameFormValues) => api.call(routes.tagNames.update, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagNamesQueryKey }),
  });
}
