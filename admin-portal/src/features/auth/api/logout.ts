import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function logout() {
  return api.call(routes.auth.logout);
}

/**
 * Ends the session on the server, then loads `goTo` as a new page, even if the call failed: the new
 * document starts with nothing of the session in memory. The cache is left alone until then: a screen
 * that saw no user would send it to sign in *back to this page* (`?next=`, which is for an expired
 * session), a second navigation racing the page load.
 */
export function useLogout(goTo: string) {
  return useMutation({
    mutationFn: logout,
    onSettled: () => window.location.replace(goTo),
  });
}
