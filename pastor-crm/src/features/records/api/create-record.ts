import { type ChurchRecordInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

export function createRecord(body: ChurchRecordInput) {
  return api.call(routes.crm.createRecord, { body });
}

export function useCreateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeys.all }),
  });
}
