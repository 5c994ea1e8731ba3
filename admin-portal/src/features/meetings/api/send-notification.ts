import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Tells the server to e-mail the pastor about new requests; the spec ignores the result. */
export function useSendMeetingNotification() {
  return useMutation({
    mutationFn: ({ recipientEmail, count }: { recipientEmail: string; count: number }) =>
      api.call(routes.meetingRequests.sendNotification, {
        body: { recipientEmail, type: "meeting_request", count },
      }),
  });
}
