import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { emailsQueryKey } from "./get-emails.ts";

/** Queues a failed e-mail again; every list of e-mails refreshes. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.emailOutbox.resend, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsQueryKey }),
  });
}
