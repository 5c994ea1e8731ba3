import { type ChurchRecordInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rawCall } from "./raw-call.ts";

/** Posts a record as typed, without client-side validation, so the server's own answer is visible. */
export function createTestRecord(body: ChurchRecordInput) {
  return rawCall(routes.crm.createRecord, { body });
}

export function useCreateTestRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestRecord,
    // A record made here also shows in the portal when both share a cache.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["crm"] }),
  });
}
