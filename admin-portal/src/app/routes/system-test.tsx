import { useSession } from "../../features/auth/api/get-session.ts";
import { SystemTestPage } from "../../features/system/components/system-test-page.tsx";

export default function SystemTestRoute() {
  const session = useSession();
  return <SystemTestPage user={session.isPending ? undefined : (session.data ?? null)} />;
}
