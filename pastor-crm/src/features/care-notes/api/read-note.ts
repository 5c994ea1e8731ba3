import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * Opens one note's text. A mutation, not a query: reading a confidential note is an act the API
 * records each time, and its text is kept only by the component that shows it, never in the cache.
 */
export function useReadNote() {
  return useMutation({
    mutationFn: (id: string) => api.call(routes.careNotes.readNote, { params: { id } }),
  });
}
