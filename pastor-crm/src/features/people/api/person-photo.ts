import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { shrinkPicture } from "../utils/shrink-picture.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export async function setPersonPhoto({ id, file }: { id: string; file: File }) {
  const photo = await shrinkPicture(file);
  // A slow line may need longer than a form's 10 s for a picture.
  return api.call(routes.people.setPhoto, { params: { id }, body: { photo } }, { timeoutMs: 120_000 });
}

export function removePersonPhoto(id: string) {
  return api.call(routes.people.removePhoto, { params: { id } });
}

export function useSetPersonPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}

export function useRemovePersonPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePersonPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
