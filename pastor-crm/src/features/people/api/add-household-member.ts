import { type HouseholdRole, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export interface AddToHousehold {
  personId: string;
  /** An existing household, or the name of a new one to create first. */
  household: { id: string } | { name: string };
  role: HouseholdRole;
  isContact: boolean;
}

export async function addToHousehold({ personId, household, role, isContact }: AddToHousehold) {
  const id =
    "id" in household
      ? household.id
      : (await api.call(routes.people.createHousehold, { body: { name: household.name } })).household.id;
  return api.call(routes.people.addHouseholdMember, {
    params: { id },
    body: { personId, role, isContact },
  });
}

export function useAddToHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToHousehold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
