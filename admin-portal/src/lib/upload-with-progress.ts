import { apiErrorSchema } from "@church/contracts";
import { ApiError } from "@church/contracts/client";

/**
 * A multipart upload through XMLHttpRequest: fetch cannot report upload progress, and a sermon or a
 * phone's photo on a slow line can take minutes. Same path, cookies and error shape as the typed client.
 */
export function uploadWithProgress<T>(
  method: "POST" | "PUT",
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
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
        resolve(data as T);
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
