import { StaffOnly } from "../../features/auth/components/staff-only.tsx";
import { ApiTestPage } from "../../features/system/components/api-test-page.tsx";

/** /api-test: for signed-in staff only. */
export default function ApiTestRoute() {
  return (
    <StaffOnly>
      <ApiTestPage />
    </StaffOnly>
  );
}
