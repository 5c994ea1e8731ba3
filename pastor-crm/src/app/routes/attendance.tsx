import { AttendanceScreen } from "../../features/attendance/components/attendance-screen.tsx";

/** /admin/crm/attendance: attendance by name, for the pastor and the ushers. */
export default function AttendanceRoute() {
  return <AttendanceScreen />;
}
