import { type CampaignInput, type Language, routes } from "@church/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The test e-mail(s) to the signed-in staff member. */
export function useSendTestCampaign() {
  return useMutation({
    mutationFn: (body: CampaignInput) => api.call(routes.campaigns.test, { body }),
  });
}

/** The e-mail of one language in its real layout, rendered by the server; null while not asked for. */
export function useCampaignPreview(campaign: CampaignInput | null, language: Language) {
  return useQuery({
    queryKey: ["admin", "campaign-preview", campaign, language],
    queryFn: () => {
      if (!campaign) throw new Error("nothing to preview");
      return api.call(routes.campaigns.preview, { body: { campaign, language } });
    },
    enabled: campaign !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
