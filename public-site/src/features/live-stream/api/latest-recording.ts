import type { AudioService } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** The newest published recording, or null when there is none. */
export const latestRecording = (items: readonly AudioService[]): AudioService | null =>
  items.reduce<AudioService | null>(
    (newest, item) => (!newest || item.date > newest.date ? item : newest),
    null,
  );

/**
 * The recording "Audio only" plays when there is no live audio stream. Asked for only once the visitor
 * turns audio only on: nobody else pays for the list.
 */
export function useLatestRecording(enabled: boolean) {
  return useQuery({
    queryKey: ["audio-services", "latest"],
    queryFn: async () => latestRecording((await api.call(routes.audioServices.list)).audioServices),
    enabled,
    staleTime: 5 * 60_000,
  });
}
