import { type DonationPeriod, type DonationType, endpoints } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type DonationTypeFilter = "all" | DonationType;

/** Filtered, summed and counted by the API. */
export const donationsQueryOptions = (type: DonationTypeFilter, period: DonationPeriod) =>
  queryOptions({
    queryKey: ["admin", "donations", type, period],
    queryFn: () => api.call(endpoints.donations.list, { query: { type, period } }),
  });

export function useDonations(type: DonationTypeFilter, period: DonationPeriod) {
  return useQuery(donationsQueryOptions(type, period));
}
