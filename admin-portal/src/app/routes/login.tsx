import { isUsher, type SessionUser } from "@church/contracts";
import { toast } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { useSession } from "../../features/auth/api/get-session.ts";
import { LoginScreen } from "../../features/auth/components/login-screen.tsx";
import { UsherRedirect, usherHome } from "../../features/auth/components/usher-redirect.tsx";

/** Shared by the login routes and the status screen: toast, then on to the dashboard. */
export function useAfterLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  return (user: SessionUser) => {
    toast.success(t("login.successTitle"), {
      description: t("login.successDescription", { name: user.name }),
    });
    // An usher's account opens attendance only (a page of the pastor-crm app: a full page load).
    if (isUsher(user.role)) window.location.assign(usherHome);
    else navigate("/admin", { replace: true });
  };
}

/** /admin-login, /admin/login, /admin-login/firebase, /admin-login/supabase: one sign-in page. */
export default function LoginRoute() {
  const session = useSession();
  const afterLogin = useAfterLogin();
  // Already signed in: straight to the dashboard (staff-area.md, Routes).
  if (session.data) return isUsher(session.data.role) ? <UsherRedirect /> : <Navigate to="/admin" replace />;
  return <LoginScreen onSuccess={afterLogin} />;
}
