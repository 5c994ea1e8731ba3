import { type AudioService, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { uploadWithProgress } from "../../../lib/upload-with-progress.ts";
import { audioQueryKey } from "./get-audio-services.ts";

type Saved = { audioService: AudioService };

export interface SaveAudioArgs {
  id?: string;
  fields: Record<string, string>;
  file?: File;
  onProgress: (percent: number) => void;
}

export function useSaveAudioService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, file, onProgress }: SaveAudioArgs) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      if (file) body.append("file", file);
      return id
        ? uploadWithProgress<Saved>(
            "PUT",
            routes.audioServices.update.path.replace(":id", id),
            body,
            onProgress,
          )
        : uploadWithProgress<Saved>("POST", routes.audioServices.create.path, body, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioQueryKey }),
  });
}

export function useDeleteAudioService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.audioServices.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioQueryKey }),
  });
}
