import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

/** A person's visits (their own and their household's) and notes; confidential texts are not in it. */
export function usePersonCare(id: string) {
  return useQuery({
    queryKey: careQueryKeys.person(id),
    queryFn: ({ signal }) => api.call(routes.careNotes.personCare, { params: { id } }, { signal }),
  });
}

export function useHouseholdCare(id: string) {
  return useQuery({
    queryKey: careQueryKeys.household(id),
    queryFn: ({ signal }) => api.call(routes.careNotes.householdCare, { params: { id } }, { signal }),
  });
}

/** Who may go on a visit: pastor and administrator accounts. */
export function useCareStaff() {
  return useQuery({
    queryKey: careQueryKeys.staff,
    queryFn: ({ signal }) => api.call(routes.careNotes.staff, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
