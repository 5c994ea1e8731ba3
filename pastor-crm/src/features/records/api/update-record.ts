import { type ChurchRecordInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

export function updateRecord({ id, body }: { id: string; body: ChurchRecordInput }) {
  return api.call(routes.crm.updateRecord, { params: { id }, body });
}

export function useUpdateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeys.all }),
  });
}
