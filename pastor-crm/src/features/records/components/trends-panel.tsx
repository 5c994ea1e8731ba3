import type { Trends } from "@church/contracts";
import { type HeadingLevel, SelectField, Spinner } from "@church/ui-kit";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LineChart } from "../../../lib/line-chart.tsx";
import { formatDay } from "../../../lib/names.ts";
import { TREND_SPANS, type TrendSpan, useTrends } from "../api/get-trends.ts";
import { formatShortDate } from "../utils/dates.ts";
import { formatChange, formatCompactMoney, formatCount, formatMoney } from "../utils/format.ts";

export interface TrendsPanelProps {
  weeks: TrendSpan;
  onWeeksChange: (weeks: TrendSpan) => void;
  /** Level of the comparison's heading (one below the card's title). */
  headingLevel: HeadingLevel;
}

/** Attendance and giving per week beside the same weeks last year, and this year against last year. */
export function TrendsPanel({ weeks, onWeeksChange, headingLevel }: TrendsPanelProps) {
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
        <TrendCharts trends={trends.data} headingLevel={headingLevel} />
      ) : (
        <p className="crm-muted">{t("trends.failed")}</p>
      )}
    </div>
  );
}

type TrendWeek = Trends["weeks"][number]["thisYear"];

function TrendCharts({ trends, headingLevel }: { trends: Trends; headingLevel: HeadingLevel }) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = trends.weeks.map((w) => formatShortDate(w.thisYear.weekStart, language));
  const latest = trends.weeks.at(-1);
  const noValue = t("trends.noRecords");

  const chart = (
    title: string,
    value: (w: TrendWeek) => number,
    format: (n: number) => string,
    formatAxis?: (n: number) => string,
  ) => {
    // A week without records is a gap in the line, not a week when nobody came.
    const figure = (w: TrendWeek) => (w.services > 0 ? value(w) : null);
    const thisYear = trends.weeks.map((w) => figure(w.thisYear));
    const lastYear = trends.weeks.map((w) => figure(w.lastYear));
    const show = (n: number | null | undefined) => (n === null || n === undefined ? noValue : format(n));
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
        noValue={noValue}
        labelHeader={t("trends.weekOf")}
        showTable={t("trends.showTable")}
        summary={t("trends.summary", {
          title,
          count: trends.weeks.length,
          date: latest ? formatDay(latest.thisYear.weekStart, language) : "",
          current: show(thisYear.at(-1)),
          previous: show(lastYear.at(-1)),
        })}
      />
    );
  };

  return (
    <>
      <div className="crm-chart-grid">
        {chart(t("trends.attendance"), (w) => w.attendance, formatCount)}
        {chart(
          t("trends.giving"),
          (w) => Math.round((w.tithes + w.offerings) * 100) / 100,
          formatMoney,
          formatCompactMoney,
        )}
      </div>
      <YearComparison comparison={trends.comparison} headingLevel={headingLevel} />
    </>
  );
}

/** This year so far against the same days last year: one card per figure, readable on a phone. */
function YearComparison({
  comparison,
  headingLevel,
}: {
  comparison: Trends["comparison"];
  headingLevel: HeadingLevel;
}) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const { thisYear, lastYear, change } = comparison;
  const Heading = `h${headingLevel}` as const;
  const figures = [
    { key: "attendance", format: formatCount },
    { key: "averageAttendance", format: formatCount },
    { key: "tithes", format: formatMoney },
    { key: "offerings", format: formatMoney },
  ] as const;

  return (
    <section className="crm-comparison" aria-labelledby={headingId}>
      <Heading id={headingId} className="crm-comparison__title">
        {t("comparison.title")}
      </Heading>
      <p className="crm-muted">
        {t("comparison.periods", {
          thisYear: thisYear.from.slice(0, 4),
          thisFrom: formatShortDate(thisYear.from, language),
          thisTo: formatShortDate(thisYear.to, language),
          thisServices: t("comparison.services", { count: thisYear.services }),
          lastYear: lastYear.from.slice(0, 4),
          lastServices: t("comparison.services", { count: lastYear.services }),
        })}
      </p>
      <ul className="crm-comparison__grid">
        {figures.map(({ key, format }) => {
          const percent = change[key];
          const direction = percent === null || percent === 0 ? "same" : percent > 0 ? "up" : "down";
          return (
            <li key={key} className="crm-comparison__item">
              <p className="crm-comparison__label">{t(`comparison.${key}`)}</p>
              <p className="crm-comparison__value">{format(thisYear[key])}</p>
              <p className="crm-muted">{t("comparison.lastYear", { value: format(lastYear[key]) })}</p>
              <p className={`crm-change crm-change--${direction}`}>
                {percent === null
                  ? t("comparison.noBase")
                  : t("comparison.change", { percent: formatChange(percent) })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
