import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** Downloads the door list (CSV) of one date or of every date. */
export function useExportRsvps() {
  return useMutation({
    mutationFn: async ({ eventId, date }: { eventId: string; date: string | "all" }) => {
      const { blob, filename } = await api.download(routes.rsvps.exportCsv, {
        params: { id: eventId },
        query: { date },
      });
      const name = filename ?? `rsvps-${date}.csv`;
      saveFile(blob, name);
      return name;
    },
  });
}
