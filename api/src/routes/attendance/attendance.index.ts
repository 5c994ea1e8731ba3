import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAttendanceHandlers } from "./attendance.handlers.ts";
import { createAttendanceReportHandlers } from "./attendance.reports.ts";

export function attendanceRoutes(deps: AppDeps) {
  const h = createAttendanceHandlers(deps);
  const reports = createAttendanceReportHandlers(deps);
  return [
    // Before `/:date`, which would take "reports" for a date (and refuse it).
    route(endpoints.attendance.byNameReport, reports.byNameReport),
    route(endpoints.attendance.retentionReport, reports.retentionReport),
    route(endpoints.attendance.service, h.service),
    route(endpoints.attendance.changes, h.changes),
    route(endpoints.attendance.mark, h.mark),
    route(endpoints.attendance.unmark, h.unmark),
    route(endpoints.attendance.addNewcomer, h.addNewcomer),
  ];
}
