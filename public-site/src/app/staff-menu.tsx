import { RemoteBoundary } from "@church/ui-kit";
import type { ReactNode } from "react";
import { RemoteSignedInMenu } from "./remote-modules.tsx";

/**
 * The admin portal's menu for a signed-in staff member (loaded with the federation runtime, only
 * for them); if that app is unreachable, `fallback` (the plain Login link) stands in.
 */
export default function StaffMenu({ onNavigate, fallback }: { onNavigate: () => void; fallback: ReactNode }) {
  return (
    <RemoteBoundary loading={null} fallback={fallback}>
      <RemoteSignedInMenu onNavigate={onNavigate} />
    </RemoteBoundary>
  );
}
