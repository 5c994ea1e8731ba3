import {
  type MediaAlt,
  type MediaItem,
  mediaFilePath,
  mediaIdOf,
  mediaWidths,
  routes,
} from "@church/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";

/** The picture library's calls, shared by the Pictures tab and every picker. */
export const mediaLibraryQueryKey = ["admin", "media-library"] as const;

export const mediaLibraryQueryOptions = () =>
  queryOptions({
    queryKey: mediaLibraryQueryKey,
    queryFn: async () => (await api.call(routes.mediaLibrary.list)).items,
  });

export function useMediaLibrary() {
  return useQuery(mediaLibraryQueryOptions());
}

export interface UploadPictureArgs {
  file: File;
  onProgress: (percent: number) => void;
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: UploadPictureArgs) => {
      const body = new FormData();
      body.append("file", file);
      const saved = await uploadWithProgress<{ item: MediaItem }>(
        "POST",
        routes.mediaLibrary.upload.path,
        body,
        onProgress,
      );
      return saved.item;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryQueryKey }),
  });
}

export function useSetPictureAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, alt }: { id: string; alt: MediaAlt }) =>
      (await api.call(routes.mediaLibrary.setAlt, { params: { id }, body: { alt } })).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryQueryKey }),
  });
}

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.mediaLibrary.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryQueryKey }),
  });
}

/** The smallest size of a library picture (every picture has it), for thumbnails; null for other addresses. */
export function thumbnailOf(url: string | null | undefined): string | null {
  const id = mediaIdOf(url);
  return id ? mediaFilePath(id, mediaWidths[0]) : null;
}
