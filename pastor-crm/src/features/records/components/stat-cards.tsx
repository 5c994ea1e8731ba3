import type { DashboardStats } from "@church/contracts";
import { StatCard } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { formatCount, formatMoney } from "../utils/format.ts";

/** The four summary cards of the spec, figures exactly as the API computed them. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation("crm");
  const { thisMonth, thisYear, last4Weeks } = stats;
  return (
    <ul className="crm-stat-grid" aria-label={t("stats.label")}>
      <li>
        <StatCard
          label={t("stats.thisMonth")}
          value={formatCount(thisMonth.totalAttendance)}
          detail={t("stats.thisMonthDetail", {
            amount: formatMoney(thisMonth.totalTithes + thisMonth.totalOfferings),
          })}
          tone="primary"
        />
      </li>
      <li>
        <StatCard
          label={t("stats.thisYear")}
          value={formatCount(thisYear.totalAttendance)}
          detail={t("stats.thisYearDetail", { average: formatCount(thisYear.averageAttendance) })}
          tone="info"
        />
      </li>
      <li>
        <StatCard
          label={t("stats.totalTithes")}
          value={formatMoney(thisYear.totalTithes)}
          detail={t("stats.totalTithesDetail", { amount: formatMoney(thisYear.totalOfferings) })}
          tone="success"
        />
      </li>
      <li>
        <StatCard
          label={t("stats.last4Weeks")}
          value={formatCount(last4Weeks.averageAttendance)}
          detail={t("stats.last4WeeksDetail")}
          tone="accent"
        />
      </li>
    </ul>
  );
}
