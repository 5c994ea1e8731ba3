import { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "../lib/toast.ts";

const Toasts = lazy(() => import("./toasts.tsx"));

/** Mounts the toaster once a page raises its first toast (lib/toast.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToastHost(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
