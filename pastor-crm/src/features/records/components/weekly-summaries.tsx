import type { WeeklySummary } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/names.ts";

import { formatCount, formatMoney } from "../utils/format.ts";

/** Sums in cents, so a tile never shows a floating-point remainder. */
const dollars = (...amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
const counted = (w: WeeklySummary) => dollars(w.totalTithes, w.totalOfferings);
const online = (w: WeeklySummary) => dollars(w.onlineTithes, w.onlineOfferings);

/**
 * Weekly Summaries: one tile per week (the caller passes at most the spec's 6): what was counted at
 * the services and, when there were any, the online tithes and General Fund gifts of that week (in
 * demo mode the test provider's gifts too, marked as such).
 */
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
              start: formatDay(week.weekStart, language),
              end: formatDay(week.weekEnd, language),
            })}
          </p>
          <p>{t("weekly.attendance", { value: formatCount(week.totalAttendance) })}</p>
          <p>{t("weekly.total", { amount: formatMoney(counted(week)) })}</p>
          {(week.batchTithes !== 0 || week.batchOfferings !== 0) && (
            <p className="crm-muted">
              {t("weekly.fromBatches", {
                amount: formatMoney(dollars(week.batchTithes, week.batchOfferings)),
              })}
            </p>
          )}
          {week.onlineGiftCount > 0 && (
            <>
              <p>{t("weekly.online", { amount: formatMoney(online(week)) })}</p>
              <p className="crm-muted">
                {t("weekly.onlineSplit", {
                  tithes: formatMoney(week.onlineTithes),
                  offerings: formatMoney(week.onlineOfferings),
                })}
              </p>
              <p className="crm-week__range">
                {t("weekly.allGiving", { amount: formatMoney(counted(week) + online(week)) })}
              </p>
              {week.testGiftCount > 0 && (
                <p className="crm-week__test">
                  {t("weekly.testGifts", {
                    count: week.testGiftCount,
                    amount: formatMoney(week.testGiftTotal),
                  })}
                </p>
              )}
            </>
          )}
          <p className="crm-muted">{t("weekly.services", { count: week.recordCount })}</p>
        </li>
      ))}
    </ul>
  );
}
