import { routes, type UserCreateInput, type UserUpdateInput } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { auditQueryKey } from "./get-audit-log.ts";
import { usersQueryKey } from "./get-users.ts";

/** Every change reloads the list and the activity log. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditQueryKey }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UserCreateInput) => api.call(routes.users.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdateInput }) =>
      api.call(routes.users.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export type UserAction = "pause" | "activate" | "remove" | "invite";

/** Pause, activate or delete an account, or e-mail it a new invitation link. */
export function useUserAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: UserAction }) => {
      if (action === "remove") await api.call(routes.users.remove, { params: { id } });
      else if (action === "invite") await api.call(routes.users.invite, { params: { id } });
      else
        await api.call(action === "pause" ? routes.users.pause : routes.users.activate, {
          params: { id },
        });
      return action;
    },
    onSuccess: invalidate,
  });
}
