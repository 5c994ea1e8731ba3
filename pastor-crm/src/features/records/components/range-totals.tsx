import type { ExportReport, RecordsRange } from "@church/contracts";
import { Button, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/names.ts";

import { formatCount, formatMoney } from "../utils/format.ts";

export interface RangeTotalsProps {
  /** What the pastor typed (either end may be empty: open). */
  range: RecordsRange;
  onRangeChange: (range: RecordsRange) => void;
  /** The report of the last valid range; undefined while the first one loads. */
  report?: ExportReport;
  /** Set when the end is before the start: the screen keeps the last valid range meanwhile. */
  error?: string;
}

/** Sums in cents, so a figure never shows a floating-point remainder. */
const dollars = (...amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;

/**
 * The dates the screen, its totals and both exports cover, and the totals of those dates: counted at
 * the services (records and their closed batches), given online, and all giving. The same report the
 * CSV and the PDF are made from, so the three always agree.
 */
export function RangeTotals({ range, onRangeChange, report, error }: RangeTotalsProps) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const summary = report?.summary;
  const date = (value: string) => formatDay(value, language);
  let covers = t("range.allDates");
  if (report?.from && report.to)
    covers = t("range.between", { from: date(report.from), to: date(report.to) });
  else if (report?.from) covers = t("range.since", { from: date(report.from) });
  else if (report?.to) covers = t("range.until", { to: date(report.to) });
  return (
    <div className="crm-range">
      <fieldset className="crm-range__fields">
        <legend className="crm-range__legend">{t("range.legend")}</legend>
        <TextField
          label={t("range.from")}
          type="date"
          value={range.from ?? ""}
          max={range.to || undefined}
          onChange={(event) => onRangeChange({ ...range, from: event.target.value || undefined })}
        />
        <TextField
          label={t("range.to")}
          type="date"
          value={range.to ?? ""}
          error={error}
          onChange={(event) => onRangeChange({ ...range, to: event.target.value || undefined })}
        />
        <Button variant="secondary" disabled={!range.from && !range.to} onClick={() => onRangeChange({})}>
          {t("range.clear")}
        </Button>
      </fieldset>
      {summary && (
        <section aria-label={t("range.totalsLabel")} aria-live="polite">
          <p className="crm-muted">{covers}</p>
          <dl className="crm-range__totals">
            <div>
              <dt>{t("range.services")}</dt>
              <dd>{formatCount(summary.totalRecords)}</dd>
            </div>
            <div>
              <dt>{t("range.attendance")}</dt>
              <dd>{formatCount(summary.totalAttendance)}</dd>
            </div>
            <div>
              <dt>{t("range.counted")}</dt>
              <dd>{formatMoney(dollars(summary.totalTithes, summary.totalOfferings))}</dd>
            </div>
            <div>
              <dt>{t("range.online", { count: summary.onlineGiftCount })}</dt>
              <dd>{formatMoney(dollars(summary.onlineTithes, summary.onlineOfferings))}</dd>
            </div>
            <div className="crm-range__all">
              <dt>{t("range.allGiving")}</dt>
              <dd>{formatMoney(summary.totalGiving)}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
