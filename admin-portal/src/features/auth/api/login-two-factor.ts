import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

/** The second sign-in step: the authenticator's or e-mailed code, or a recovery code. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { challengeId: string; code: string }) =>
      api.call(routes.auth.loginTwoFactor, { body }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** A new e-mailed code for the same challenge (limited by the server). */
export function useResendTwoFactorCode() {
  return useMutation({
    mutationFn: (challengeId: string) => api.call(routes.auth.resendTwoFactorCode, { body: { challengeId } }),
  });
}
