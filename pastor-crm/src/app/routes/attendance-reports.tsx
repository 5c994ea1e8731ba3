import { AttendanceReports } from "../../features/attendance/components/attendance-reports.tsx";

/** /admin/crm/attendance/reports: the attendance reports (the pastor's). */
export default function AttendanceReportsRoute() {
  return <AttendanceReports />;
}
