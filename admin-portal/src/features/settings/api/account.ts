import { routes, type SecuritySettings, type SessionUser } from "@church/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

// The signed-in user lives in the session query of features/auth; an account change updates it there.
const sessionQueryKey = ["auth", "session"] as const;

function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => queryClient.setQueryData(sessionQueryKey, user);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.call(routes.auth.changePassword, { body }),
  });
}

/** TOTP: answers the secret and QR code. E-mail: a code is sent (also used to confirm a disable). */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: (method: "totp" | "email") => api.call(routes.auth.setupTwoFactor, { body: { method } }),
  });
}

export function useEnableTwoFactor() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: { code: string; method: "totp" | "email" }) =>
      api.call(routes.auth.enableTwoFactor, { body }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useDisableTwoFactor() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (code: string) => api.call(routes.auth.disableTwoFactor, { body: { code } }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: ["security-settings"], queryFn: () => api.call(routes.auth.securitySettings) });

export function useSecuritySettings(enabled: boolean) {
  return useQuery({ ...securitySettingsQueryOptions(), enabled });
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) => api.call(routes.auth.updateSecuritySettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(securitySettingsQueryOptions().queryKey, saved),
  });
}
