import { lazy } from "react";
import { loadRemoteModule } from "./federation.ts";

/** admin-portal's signed-in menu; `onNavigate` lets the mobile menu close after a choice. */
export const RemoteSignedInMenu = lazy(() => loadRemoteModule("adminPortal/SignedInMenu"));
