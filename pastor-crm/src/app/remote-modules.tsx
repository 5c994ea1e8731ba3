import { createRemoteLoader, registerOnBuiltInstance } from "@church/ui-kit";
import { getInstance } from "@module-federation/runtime";
import { lazy } from "react";

/** Loads another app's exposed module; where the remotes live is read at run time (ui-kit). */
const loadRemoteModule = createRemoteLoader("pastorCrm", registerOnBuiltInstance(getInstance));

/** admin-portal's signed-in menu (name, Dashboard, Logout, or Login). */
export const RemoteSignedInMenu = lazy(() => loadRemoteModule("adminPortal/SignedInMenu"));
