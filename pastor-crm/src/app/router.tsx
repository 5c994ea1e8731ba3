import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";

/** Code-split route: the module's default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * pastor-crm's part of the route table (crmRoutes in contracts), inside its staff bar (layout.tsx).
 * The shell (createStaffApp, ui-kit) adds the crash screen, the first-load spinner and the 404.
 */
export const routes: RouteObject[] = [
  { path: "/admin/crm", lazy: page(() => import("./routes/records.tsx")) },
  { path: "/admin/crm/people", lazy: page(() => import("./routes/people.tsx")) },
  { path: "/admin/crm/people/:id", lazy: page(() => import("./routes/person.tsx")) },
  { path: "/admin/crm/households/:id", lazy: page(() => import("./routes/household.tsx")) },
  { path: "/admin/crm/follow-up", lazy: page(() => import("./routes/follow-up.tsx")) },
  { path: "/admin/crm/care", lazy: page(() => import("./routes/care.tsx")) },
  { path: "/admin/crm/care/settings", lazy: page(() => import("./routes/care-settings.tsx")) },
  { path: "/admin/crm/attendance", lazy: page(() => import("./routes/attendance.tsx")) },
  { path: "/admin/crm/attendance/reports", lazy: page(() => import("./routes/attendance-reports.tsx")) },
  { path: "/admin/crm/offerings", lazy: page(() => import("./routes/offerings.tsx")) },
  // Before `:id`, which would take "report" for an id.
  { path: "/admin/crm/offerings/report", lazy: page(() => import("./routes/giving-report.tsx")) },
  { path: "/admin/crm/offerings/:id", lazy: page(() => import("./routes/offering-batch.tsx")) },
  { path: "/admin/crm-test", lazy: page(() => import("./routes/crm-test.tsx")) },
];
