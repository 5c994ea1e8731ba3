import { useSession } from "../../features/auth/api/get-session.ts";
import { StaffOnly } from "../../features/auth/components/staff-only.tsx";
import { SystemTestPage } from "../../features/system/components/system-test-page.tsx";

/** /test: for signed-in staff only. */
export default function SystemTestRoute() {
  const session = useSession();
  return (
    <StaffOnly>
      <SystemTestPage user={session.data ?? null} />
    </StaffOnly>
  );
}
