import { type ContentPreviewProps, defineTexts } from "@church/ui-kit";
import { ContentView } from "../features/content/components/content-view.tsx";
import { siteEn } from "../i18n/site.texts.en.ts";
import { siteSw } from "../i18n/site.texts.sw.ts";

// The host (the admin portal) switches language in place and has no loader for the site's texts: they
// come bundled, in both languages.
defineTexts("site", { en: siteEn, sw: siteSw });

/**
 * Exposed as publicSite/ContentPreview: a content item exactly as the public site renders it, for
 * previews in the admin portal. Needs no provider; i18n and React come from the shared singletons.
 */
export default function ContentPreview({ item }: ContentPreviewProps) {
  return <ContentView item={item} headingLevel={2} />;
}
