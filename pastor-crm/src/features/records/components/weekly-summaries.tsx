import type { WeeklySummary } from "@church/contracts";
import { useTranslation } from "@church/ui-kit";
import { formatCalendarDate } from "../utils/dates.ts";
import { formatCount, formatMoney } from "../utils/format.ts";

/** Weekly Summaries: one tile per week (the caller passes at most the spec's 6). */
export function WeeklySummaries({ weeks }: { weeks: readonly WeeklySummary[] }) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (weeks.length === 0) return <p className="crm-muted">{t("weekly.empty")}</p>;
  return (
    <ul className="crm-week-grid">
      {weeks.map((week) => (
        <li key={week.weekStart} className="crm-week">
          <p className="crm-week__range">
            {t("weekly.range", {
              start: formatCalendarDate(week.weekStart, language),
              end: formatCalendarDate(week.weekEnd, language),
            })}
          </p>
          <p>{t("weekly.attendance", { value: formatCount(week.totalAttendance) })}</p>
          <p>{t("weekly.total", { amount: formatMoney(week.totalTithes + week.totalOfferings) })}</p>
          <p className="crm-muted">{t("weekly.services", { count: week.recordCount })}</p>
        </li>
      ))}
    </ul>
  );
}
