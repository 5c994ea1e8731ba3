import { Toaster, toast } from "@church/ui-kit/toaster";
import { useEffect } from "react";
import { toasterReady } from "../lib/toast.ts";

/** The toaster, with its readiness told once it listens (its own effect runs before this one). */
export default function Toasts() {
  useEffect(() => toasterReady(toast), []);
  return <Toaster />;
}
