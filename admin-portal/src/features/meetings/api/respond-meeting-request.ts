import { type MeetingCancelFormValues, type MeetingResponseFormValues, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meetingRequestsQueryKey } from "./get-meeting-requests.ts";

export function useRespondMeetingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeetingResponseFormValues }) =>
      api.call(routes.meetingRequests.respond, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingRequestsQueryKey }),
  });
}

/** Calls off an accepted meeting (the requester is e-mailed; its text reminders are cancelled). */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeetingCancelFormValues }) =>
      api.call(routes.meetingRequests.cancel, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingRequestsQueryKey }),
  });
}
