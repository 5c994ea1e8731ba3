import { routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

export function logout() {
  return api.call(routes.auth.logout);
}

/**
 * Ends the session on the server, then loads `goTo` as a new page (nothing of the session stays in
 * memory); the cached user is dropped even if the call fails. The page leaves before the cache is
 * cleared: a screen that sees no user sends it to sign in *back to this page* (`?next=`), which is
 * for an expired session, not for signing out.
 */
export function useLogout(goTo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      window.location.replace(goTo);
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
