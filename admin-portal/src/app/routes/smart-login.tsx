import { Navigate } from "react-router-dom";
import { useSession } from "../../features/auth/api/get-session.ts";
import { LoginScreen } from "../../features/auth/components/login-screen.tsx";
import { BackendStatus } from "../../features/system/components/backend-status.tsx";
import { useAfterLogin } from "./login.tsx";

/** /admin-login/smart: the backend's status first, then the sign-in form once all is ready. */
export default function SmartLoginRoute() {
  const session = useSession();
  const afterLogin = useAfterLogin();
  if (session.data) return <Navigate to="/admin" replace />;
  return (
    <div className="ap-status-page">
      <BackendStatus>
        <LoginScreen onSuccess={afterLogin} />
      </BackendStatus>
    </div>
  );
}
