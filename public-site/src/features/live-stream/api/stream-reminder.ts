import type { StreamReminderFormValues } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** "Notify me": one reminder before the next stream (never the newsletter). */
export function useStreamReminder() {
  return useMutation({
    mutationFn: (body: StreamReminderFormValues) => api.call(routes.liveStream.remind, { body }),
  });
}
