import { routes } from "@church/contracts";
import { useMutation } from "@tanstack/react-query";
import { rawCall } from "./raw-call.ts";

/** Asks the server who we are and keeps its raw answer (status and JSON) for display. */
export function testAuth() {
  return rawCall(routes.auth.me);
}

export function useTestAuth() {
  return useMutation({ mutationFn: testAuth });
}
