import "../i18n/admin.texts.ts";

// The staff apps' test rendering, once (ui-kit); importing it here registers this app's texts first.
export { renderRoutes, renderWithProviders } from "@church/ui-kit/testing";
