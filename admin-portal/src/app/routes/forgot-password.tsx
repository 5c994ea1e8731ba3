import { ForgotPasswordScreen } from "../../features/auth/components/forgot-password-screen.tsx";

/** /admin-forgot-password: open signed in or not (asking for a link changes nothing by itself). */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
