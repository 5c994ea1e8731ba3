import { defineTexts } from "@church/ui-kit";

/** The public site's shared texts (header, footer, forms); every page and the exposed modules use them. */
export const siteNamespace = defineTexts("site", {
  en: () => import("./site.texts.en.ts"),
  sw: () => import("./site.texts.sw.ts"),
});
