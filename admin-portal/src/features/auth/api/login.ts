import { endpoints, type LoginBody } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

export function login(body: LoginBody) {
  return api.call(endpoints.auth.login, { body });
}

/** Signs in; on success the session query holds the user, so guarded screens render at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
