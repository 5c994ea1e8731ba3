import { routes, type SocialMediaInput } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { socialMediaQueryKey } from "./get-social-media.ts";

export function useUpdateSocialMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialMediaInput) => api.call(routes.socialMedia.update, { body }),
    onSuccess: (settings) => queryClient.setQueryData(socialMediaQueryKey, settings),
  });
}
