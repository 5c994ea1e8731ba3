import { isLoginChallenge, type LoginBody, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

export function login(body: LoginBody) {
  return api.call(routes.auth.login, { body });
}

/**
 * Signs in. Accounts with 2FA get a challenge instead of a session (the form then asks for the code);
 * otherwise the session query holds the user at once, so guarded screens render.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!isLoginChallenge(result)) queryClient.setQueryData(sessionQueryKey, result.user);
    },
  });
}
