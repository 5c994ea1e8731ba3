import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

/**
 * Whether a staff member is signed in. The admin portal's menu (a remote module with its own code)
 * is only loaded for them; visitors get the plain Login link without downloading it.
 */
export function useSignedIn() {
  const session = useQuery({
    queryKey: ["auth", "session"],
    queryFn: async () => (await api.call(routes.auth.session)).user,
    staleTime: 60_000,
    retry: false,
  });
  return { pending: session.isPending, signedIn: Boolean(session.data) };
}
