import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";

/** Code-split route: the module's default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const login = page(() => import("./routes/login.tsx"));
const dashboard = page(() => import("./routes/dashboard.tsx"));
const setPassword = (which: "ResetPasswordRoute" | "InvitationRoute") => async () => ({
  Component: (await import("./routes/set-password.tsx"))[which],
});

/**
 * The admin-portal's part of the route table (adminRoutes in contracts); the server sends these here.
 * The shell (createStaffApp, ui-kit) adds the crash screen, the first-load spinner and the 404.
 */
export const routes: RouteObject[] = [
  { path: "/admin-login", lazy: login },
  { path: "/admin/login", lazy: login },
  { path: "/admin-login/firebase", lazy: login },
  { path: "/admin-login/supabase", lazy: login },
  { path: "/admin-login/smart", lazy: page(() => import("./routes/smart-login.tsx")) },
  { path: "/admin-forgot-password", lazy: page(() => import("./routes/forgot-password.tsx")) },
  { path: "/admin-reset-password", lazy: setPassword("ResetPasswordRoute") },
  { path: "/admin-invitation", lazy: setPassword("InvitationRoute") },
  { path: "/admin", lazy: dashboard },
  { path: "/admin-dashboard", lazy: dashboard },
  // A newsletter letter's composer: the dashboard's frame with the Newsletter tab, its page inside.
  { path: "/admin/newsletter/:draftId", lazy: dashboard },
  { path: "/admin/preview/:kind/:id", lazy: page(() => import("./routes/content-preview.tsx")) },
  { path: "/test", lazy: page(() => import("./routes/system-test.tsx")) },
  { path: "/api-test", lazy: page(() => import("./routes/api-test.tsx")) },
];
