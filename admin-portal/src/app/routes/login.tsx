import { isUsher, type SessionUser, safeNextPath } from "@church/contracts";
import { Spinner, toast } from "@church/ui-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useSession } from "../../features/auth/api/get-session.ts";
import { LoginScreen } from "../../features/auth/components/login-screen.tsx";
import { UsherRedirect, usherHome } from "../../features/auth/components/usher-redirect.tsx";
import { loadPage } from "../../features/auth/lib/load-page.ts";

/** `?next=`: the staff page a link was for before sign-in got in the way (decision 033). */
export function useNextPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get("next")) ?? "/admin";
}

/** The pastor portal's pages are another app on this origin: reaching them is a full page load. */
export const isPastorPortalPath = (path: string) => /^\/admin\/crm(?:[/?#]|$)/.test(path);

function PageLoad({ to }: { to: string }) {
  useEffect(() => loadPage(to), [to]);
  return (
    <div className="ap-center">
      <Spinner size="lg" />
    </div>
  );
}

/** Shared by the login routes and the status screen: toast, then on to the page the link was for. */
export function useAfterLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const next = useNextPath();
  return (user: SessionUser) => {
    toast.success(t("login.successTitle"), {
      description: t("login.successDescription", { name: user.name }),
    });
    // An usher's account opens attendance only (a page of the pastor-crm app: a full page load).
    if (isUsher(user.role)) loadPage(usherHome);
    else if (isPastorPortalPath(next)) loadPage(next);
    else navigate(next, { replace: true });
  };
}

/** /admin-login, /admin/login, /admin-login/firebase, /admin-login/supabase: one sign-in page. */
export default function LoginRoute() {
  const session = useSession();
  const afterLogin = useAfterLogin();
  const next = useNextPath();
  // Already signed in: straight to the dashboard or the page the link was for (staff-area.md, Routes).
  if (session.data) {
    if (isUsher(session.data.role)) return <UsherRedirect />;
    if (isPastorPortalPath(next)) return <PageLoad to={next} />;
    return <Navigate to={next} replace />;
  }
  return <LoginScreen onSuccess={afterLogin} />;
}
