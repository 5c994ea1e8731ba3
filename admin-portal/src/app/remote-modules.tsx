import { createRemoteLoader, registerOnBuiltInstance } from "@church/ui-kit";
import { getInstance } from "@module-federation/runtime";
import { type ComponentType, lazy } from "react";

/** Loads another app's exposed module; where the remotes live is read at run time (ui-kit). */
const loadRemoteModule = createRemoteLoader("adminPortal", registerOnBuiltInstance(getInstance));

/**
 * Props of public-site's ./ContentPreview (public-site/src/exposed/content-preview.tsx). Declared
 * here because apps never import each other's source; keep the two in step.
 */
export interface ContentPreviewProps {
  item: {
    kind: "announcement" | "article";
    title: string;
    summary?: string | null;
    bodyHtml: string;
    author?: string | null;
    date?: string | null;
  };
}

/** pastor-crm's records screen (the Pastor Portal tab); `embedded` drops its own page landmarks. */
export const RemoteRecordsScreen = lazy(() =>
  loadRemoteModule<{ default: ComponentType<{ embedded?: boolean }> }>("pastorCrm/RecordsScreen"),
);

/** public-site's rendering of a content item, for previews. */
export const RemoteContentPreview = lazy(() =>
  loadRemoteModule<{ default: ComponentType<ContentPreviewProps> }>("publicSite/ContentPreview"),
);
