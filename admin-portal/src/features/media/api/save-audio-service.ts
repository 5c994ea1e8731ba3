import { type AudioService, apiErrorSchema, routes } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { audioQueryKey } from "./get-audio-services.ts";

/**
 * The multipart upload goes through XMLHttpRequest: fetch cannot report upload progress, and a
 * sermon file can take minutes. Same path, cookies and error shape as the typed client.
 */
function upload(
  method: "POST" | "PUT",
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ audioService: AudioService }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) {
        resolve(data as { audioService: AudioService });
        return;
      }
      const parsed = apiErrorSchema.safeParse(data);
      reject(
        parsed.success
          ? new ApiError(
              xhr.status,
              parsed.data.error.code,
              parsed.data.error.message,
              parsed.data.error.fields,
            )
          : new ApiError(xhr.status, "bad_response", `Upload failed (${xhr.status})`),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", "Failed to fetch"));
    xhr.send(body);
  });
}

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
        ? upload("PUT", routes.audioServices.update.path.replace(":id", id), body, onProgress)
        : upload("POST", routes.audioServices.create.path, body, onProgress);
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
