import type { ComponentType } from "react";

/*
 * What each app exposes to the others through Module Federation, with its props, once: the host's
 * `loadRemoteModule(id)` is typed by this map and the exposed module takes its props from here, so a
 * remote's props cannot drift from its host's use. Apps never import each other's source.
 */

/** admin-portal's ./SignedInMenu (src/exposed/signed-in-menu.tsx): name, Dashboard, Logout or Login. */
export interface SignedInMenuProps {
  /** Called after a link or logout is chosen (a host's mobile menu closes itself with it). */
  onNavigate?: () => void;
}

/** pastor-crm's ./RecordsScreen (src/exposed/records-screen.tsx): the church records portal. */
export interface RecordsScreenProps {
  /**
   * Inside another page (the admin portal's Pastor Portal tab): the title becomes an h2 and the screen
   * adds no page landmarks or language switch of its own.
   */
  embedded?: boolean;
}

/** An announcement or article as the public site shows it. */
export interface ContentPreviewItem {
  kind: "announcement" | "article";
  title: string;
  summary?: string | null;
  /** HTML: stored content is sanitised by the API before it is saved. */
  bodyHtml: string;
  author?: string | null;
  /** YYYY-MM-DD. */
  date?: string | null;
}

/** public-site's ./ContentPreview (src/exposed/content-preview.tsx): a content item for previews. */
export interface ContentPreviewProps {
  item: ContentPreviewItem;
}

/** Every exposed module by its remote id ("<app>/<exposed name>"), as its default export. */
export interface ExposedModules {
  "adminPortal/SignedInMenu": ComponentType<SignedInMenuProps>;
  "pastorCrm/RecordsScreen": ComponentType<RecordsScreenProps>;
  "publicSite/ContentPreview": ComponentType<ContentPreviewProps>;
}
