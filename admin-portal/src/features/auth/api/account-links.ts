import { type PasswordResetRequestBody, routes, type SetPasswordBody } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

/** "Forgot password": the API answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => api.call(routes.auth.requestPasswordReset, { body }),
  });
}

/**
 * Sets the password from a reset or invitation link. The API ends every session of that account, so
 * the session is asked again (a signed-in owner of the link is signed out; anyone else stays in).
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordBody) => api.call(routes.auth.setPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
