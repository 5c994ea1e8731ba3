import { type DonationPeriod, type DonationType, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type DonationTypeFilter = "all" | DonationType;

/** Filtered, summed and counted by the API. */
export const donationsQueryOptions = (type: DonationTypeFilter, period: DonationPeriod) =>
  queryOptions({
    queryKey: ["admin", "donations", type, period],
    queryFn: () => api.call(routes.donations.list, { query: { type, period } }),
  });

export function useDonations(type: DonationTypeFilter, period: DonationPeriod) {
  return useQuery(donationsQueryOptions(type, period));
}
