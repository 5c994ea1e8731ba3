import { isUsher } from "@church/contracts";
import { Spinner } from "@church/ui-kit";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../api/get-session.ts";
import { UsherRedirect } from "./usher-redirect.tsx";

/**
 * Shows its children to signed-in staff only (the test pages /test and /api-test); anyone else goes to
 * the sign-in page, and an usher to attendance. The API still checks every call: this only keeps the
 * page itself out of sight.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="ck-staff-center">
        <Spinner showLabel size="lg" />
      </div>
    );
  }
  if (!session.data) return <Navigate to="/admin-login" replace state={{ from: location.pathname }} />;
  if (isUsher(session.data.role)) return <UsherRedirect />;
  return children;
}
