import { type ComponentType, lazy } from "react";
import { loadRemoteModule } from "./remotes.ts";

/** admin-portal's signed-in menu (name, Dashboard, Logout, or Login). */
export const RemoteSignedInMenu = lazy(() =>
  loadRemoteModule<{ default: ComponentType }>("adminPortal/SignedInMenu"),
);
