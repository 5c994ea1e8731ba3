import { type LiveStreamInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { liveStreamQueryKey } from "./get-live-stream-settings.ts";

export function useUpdateLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveStreamInput) => api.call(routes.liveStream.update, { body }),
    onSuccess: (settings) => queryClient.setQueryData(liveStreamQueryKey, settings),
  });
}
