import { type NoteInput, routes, type VisitInput, type VisitUpdateValues } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

export const createVisit = (body: VisitInput) => api.call(routes.careNotes.createVisit, { body });

export const createNote = ({ personId, ...body }: NoteInput & { personId: string }) =>
  api.call(routes.careNotes.createNote, { params: { id: personId }, body });

export const updateVisit = ({ id, body }: { id: string; body: VisitUpdateValues }) =>
  api.call(routes.careNotes.updateVisit, { params: { id }, body });

export const deleteVisit = (id: string) => api.call(routes.careNotes.deleteVisit, { params: { id } });

export const completeFollowUp = (id: string) =>
  api.call(routes.careNotes.completeFollowUp, { params: { id } });

/** Each save reloads the visits and notes, and `onSaved` what else shows them (a person's timeline). */
function useCareMutation<I, O>(mutationFn: (input: I) => Promise<O>, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: careQueryKeys.all });
    },
  });
}

export const useCreateVisit = (onSaved?: () => void) => useCareMutation(createVisit, onSaved);
export const useCreateNote = (onSaved?: () => void) => useCareMutation(createNote, onSaved);
export const useCompleteFollowUp = () => useCareMutation(completeFollowUp);
export const useUpdateVisit = (onSaved?: () => void) => useCareMutation(updateVisit, onSaved);
export const useDeleteVisit = (onSaved?: () => void) => useCareMutation(deleteVisit, onSaved);
