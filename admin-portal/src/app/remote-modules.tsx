import { createRemoteLoader, registerOnBuiltInstance } from "@church/ui-kit";
import { getInstance } from "@module-federation/runtime";
import { lazy } from "react";

/** Loads another app's exposed module; where the remotes live is read at run time (ui-kit). */
const loadRemoteModule = createRemoteLoader("adminPortal", registerOnBuiltInstance(getInstance));

/** pastor-crm's records screen (the Pastor Portal tab); `embedded` drops its own page landmarks. */
export const RemoteRecordsScreen = lazy(() => loadRemoteModule("pastorCrm/RecordsScreen"));

/** public-site's rendering of a content item, for previews. */
export const RemoteContentPreview = lazy(() => loadRemoteModule("publicSite/ContentPreview"));
