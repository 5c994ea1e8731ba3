import { type CampaignInput, endpoints } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { campaignsQueryKey } from "./get-campaigns.ts";

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignInput) => api.call(endpoints.campaigns.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
