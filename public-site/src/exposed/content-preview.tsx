import { ContentView, type ContentViewItem } from "../features/content/components/content-view.tsx";
import "../i18n/index.ts";

export interface ContentPreviewProps {
  item: ContentViewItem;
}

/**
 * Exposed as publicSite/ContentPreview: a content item exactly as the public site renders it, for
 * previews in the admin portal. Needs no provider; i18n and React come from the shared singletons.
 */
export default function ContentPreview({ item }: ContentPreviewProps) {
  return <ContentView item={item} headingLevel={2} />;
}
