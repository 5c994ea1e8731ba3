import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** Saves an accepted meeting's calendar entry as the API writes it (Buffalo time, with its time zone). */
export function useDownloadMeetingCalendar() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, filename } = await api.download(routes.meetingRequests.calendar, { params: { id } });
      saveFile(blob, filename ?? "meeting.ics");
    },
  });
}
