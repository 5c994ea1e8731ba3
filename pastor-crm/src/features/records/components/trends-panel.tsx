import type { Trends } from "@church/contracts";
import { SelectField, Spinner, useTranslation } from "@church/ui-kit";
import { TREND_SPANS, type TrendSpan, useTrends } from "../api/get-trends.ts";
import { formatCalendarDate, formatShortDate } from "../utils/dates.ts";
import { formatChange, formatCompactMoney, formatCount, formatMoney } from "../utils/format.ts";
import { LineChart } from "./line-chart.tsx";

export interface TrendsPanelProps {
  weeks: TrendSpan;
  onWeeksChange: (weeks: TrendSpan) => void;
}

/** Attendance and giving per week beside the same weeks last year, and this year against last year. */
export function TrendsPanel({ weeks, onWeeksChange }: TrendsPanelProps) {
  const { t } = useTranslation("crm");
  const trends = useTrends({ weeks, enabled: true });

  return (
    <div className="crm-trends">
      <SelectField
        label={t("trends.span")}
        className="crm-trends__span"
        value={String(weeks)}
        options={TREND_SPANS.map((span) => ({
          value: String(span),
          label: t("trends.weeks", { count: span }),
        }))}
        onChange={(event) => {
          const span = TREND_SPANS.find((s) => String(s) === event.target.value);
          if (span) onWeeksChange(span);
        }}
      />
      {trends.isPending ? (
        <Spinner label={t("trends.loading")} showLabel />
      ) : trends.data ? (
        <TrendCharts trends={trends.data} />
      ) : (
        <p className="crm-muted">{t("trends.failed")}</p>
      )}
    </div>
  );
}

function TrendCharts({ trends }: { trends: Trends }) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = trends.weeks.map((w) => formatShortDate(w.thisYear.weekStart, language));
  const latest = trends.weeks.at(-1);
  const giving = (w: { tithes: number; offerings: number }) =>
    Math.round((w.tithes + w.offerings) * 100) / 100;

  const chart = (
    title: string,
    value: (w: Trends["weeks"][number]["thisYear"]) => number,
    format: (n: number) => string,
    formatAxis?: (n: number) => string,
  ) => {
    const thisYear = trends.weeks.map((w) => value(w.thisYear));
    const lastYear = trends.weeks.map((w) => value(w.lastYear));
    return (
      <LineChart
        title={title}
        labels={labels}
        series={[
          { id: "this-year", label: t("trends.thisYear"), values: thisYear, variant: "solid" },
          { id: "last-year", label: t("trends.lastYear"), values: lastYear, variant: "dashed" },
        ]}
        formatValue={format}
        formatAxis={formatAxis}
        labelHeader={t("trends.weekOf")}
        showTable={t("trends.showTable")}
        summary={t("trends.summary", {
          title,
          count: trends.weeks.length,
          date: latest ? formatCalendarDate(latest.thisYear.weekStart, language) : "",
          current: format(thisYear.at(-1) ?? 0),
          previous: format(lastYear.at(-1) ?? 0),
        })}
      />
    );
  };

  return (
    <>
      <div className="crm-chart-grid">
        {chart(t("trends.attendance"), (w) => w.attendance, formatCount)}
        {chart(t("trends.giving"), giving, formatMoney, formatCompactMoney)}
      </div>
      <YearComparison comparison={trends.comparison} />
    </>
  );
}

function YearComparison({ comparison }: { comparison: Trends["comparison"] }) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { thisYear, lastYear, change } = comparison;
  const rows = [
    { key: "attendance", format: formatCount },
    { key: "averageAttendance", format: formatCount },
    { key: "tithes", format: formatMoney },
    { key: "offerings", format: formatMoney },
  ] as const;
  const column = (period: typeof thisYear) => (
    <>
      {period.from.slice(0, 4)}
      <span className="crm-comparison__period">
        {t("comparison.period", {
          from: formatShortDate(period.from, language),
          to: formatShortDate(period.to, language),
        })}
        {" · "}
        {t("comparison.services", { count: period.services })}
      </span>
    </>
  );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section className="crm-comparison" aria-label={t("comparison.title")} tabIndex={0}>
      <table className="ck-table">
        <caption className="crm-comparison__caption">{t("comparison.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("comparison.figure")}</th>
            <th scope="col" className="ck-table__cell--end">
              {column(thisYear)}
            </th>
            <th scope="col" className="ck-table__cell--end">
              {column(lastYear)}
            </th>
            <th scope="col" className="ck-table__cell--end">
              {t("comparison.change")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, format }) => {
            const percent = change[key];
            const direction = percent === null || percent === 0 ? "same" : percent > 0 ? "up" : "down";
            return (
              <tr key={key}>
                <th scope="row">{t(`comparison.${key}`)}</th>
                <td className="ck-table__cell--end">{format(thisYear[key])}</td>
                <td className="ck-table__cell--end">{format(lastYear[key])}</td>
                <td className={`ck-table__cell--end crm-change crm-change--${direction}`}>
                  {percent === null ? t("comparison.noBase") : formatChange(percent)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
