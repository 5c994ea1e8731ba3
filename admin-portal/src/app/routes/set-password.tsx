import { SetPasswordScreen } from "../../features/auth/components/set-password-screen.tsx";

/** /admin-reset-password: the link of a "Forgot password" e-mail. */
export function ResetPasswordRoute() {
  return <SetPasswordScreen purpose="reset" />;
}

/** /admin-invitation: the link of an invitation e-mail (a new account's first password). */
export function InvitationRoute() {
  return <SetPasswordScreen purpose="invite" />;
}
