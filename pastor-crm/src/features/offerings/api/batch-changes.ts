import {
  type OfferingBatchInput,
  type OfferingCountInput,
  type OfferingEntryFormValues,
  routes,
} from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { offeringsQueryKeys } from "./query-keys.ts";

export function openBatch(body: OfferingBatchInput) {
  return api.call(routes.offerings.openBatch, { body });
}

export function addEntry({ batchId, body }: { batchId: string; body: OfferingEntryFormValues }) {
  return api.call(routes.offerings.addEntry, { params: { id: batchId }, body });
}

export function updateEntry({ id, body }: { id: string; body: OfferingEntryFormValues }) {
  return api.call(routes.offerings.updateEntry, { params: { id }, body });
}

export function deleteEntry(id: string) {
  return api.call(routes.offerings.deleteEntry, { params: { id } });
}

export function setCount({ batchId, body }: { batchId: string; body: OfferingCountInput }) {
  return api.call(routes.offerings.setCount, { params: { id: batchId }, body });
}

export function closeBatch(batchId: string) {
  return api.call(routes.offerings.closeBatch, { params: { id: batchId } });
}

/** Every change reloads the batches and the batch (their totals are the server's). */
function useOfferingsMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offeringsQueryKeys.all }),
  });
}

export const useOpenBatch = () => useOfferingsMutation(openBatch);
export const useAddEntry = () => useOfferingsMutation(addEntry);
export const useUpdateEntry = () => useOfferingsMutation(updateEntry);
export const useDeleteEntry = () => useOfferingsMutation(deleteEntry);
export const useSetCount = () => useOfferingsMutation(setCount);
export const useCloseBatch = () => useOfferingsMutation(closeBatch);
