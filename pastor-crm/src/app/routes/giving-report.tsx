import { GivingReport } from "../../features/offerings/components/giving-report.tsx";

/** /admin/crm/offerings/report: giving by method and fund per month. */
export default function GivingReportRoute() {
  return <GivingReport />;
}
