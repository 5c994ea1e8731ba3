import {
  donationFundLabels,
  donationFunds,
  type GivingMonth,
  type GivingReportQuery,
  givingSources,
} from "@church/contracts";
import { Button, PageHeader, Spinner, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useExportGiving, useGivingReport } from "../api/giving-report.ts";
import { offeringsNamespace } from "../offerings.texts.ts";
import { formatMoney, formatMonth } from "./format.ts";
import { LoadError } from "./load-error.tsx";
import "./offerings.css";

/** One colour per method, from the theme's tokens, the same in the bars and the legend. */
const sourceClass = {
  cash: "crm-giving__cash",
  cheque: "crm-giving__cheque",
  mobile_money: "crm-giving__mobile",
  online: "crm-giving__online",
} as const;

/** /admin/crm/offerings/report: giving per month by method (chart) and by fund (table), and its CSV. */
export function GivingReport() {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [range, setRange] = useState<GivingReportQuery>({});
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const report = useGivingReport(range);
  const exportFile = useExportGiving();

  const onShow = (event: FormEvent) => {
    event.preventDefault();
    setRange({ from: from || undefined, to: to || undefined });
  };

  return (
    <main className="crm-offerings">
      <Link to="/admin/crm/offerings">{t("title")}</Link>
      <PageHeader
        title={t("giving.title")}
        description={t("giving.description")}
        actions={(["csv", "pdf"] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            disabled={exportFile.isPending}
            onClick={() =>
              exportFile.mutate(
                { ...range, format, lang: language === "sw" ? "sw" : "en" },
                { onError: () => toast.error(t("giving.exportFailed")) },
              )
            }
          >
            {t(format === "csv" ? "giving.exportCsv" : "giving.exportPdf")}
          </Button>
        ))}
      />
      <form className="crm-offerings__open" onSubmit={onShow}>
        <TextField
          label={t("giving.from")}
          type="month"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField label={t("giving.to")} type="month" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" variant="secondary">
          {t("giving.show")}
        </Button>
      </form>
      {report.isPending ? (
        <div className="crm-offerings__center">
          <Spinner label={t("loading")} />
        </div>
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.months.every((m) => m.total === 0) ? (
        <p className="crm-muted">{t("giving.empty")}</p>
      ) : (
        <>
          <GivingChart months={report.data.months} />
          <GivingTable months={report.data.months} />
        </>
      )}
    </main>
  );
}

/** Stacked bars, one per month, a band per method; the table below carries the same figures. */
export function GivingChart({ months }: { months: readonly GivingMonth[] }) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const width = 640;
  const height = 240;
  const pad = { top: 12, right: 8, bottom: 28, left: 8 };
  const max = Math.max(
    1,
    ...months.map((m) => givingSources.reduce((s, k) => s + Math.max(0, m.bySource[k]), 0)),
  );
  const slot = (width - pad.left - pad.right) / Math.max(1, months.length);
  const bar = Math.min(40, slot * 0.7);
  const scale = (value: number) => (value / max) * (height - pad.top - pad.bottom);
  return (
    <figure className="crm-giving">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t("giving.chartLabel")}>
        {months.map((m, i) => {
          let y = height - pad.bottom;
          const x = pad.left + i * slot + (slot - bar) / 2;
          return (
            <g key={m.month}>
              {givingSources.map((source) => {
                const h = scale(Math.max(0, m.bySource[source]));
                y -= h;
                return h > 0 ? (
                  <rect key={source} className={sourceClass[source]} x={x} y={y} width={bar} height={h}>
                    <title>{`${formatMonth(m.month, language)} · ${t(`methods.${source}`)}: ${formatMoney(m.bySource[source])}`}</title>
                  </rect>
                ) : null;
              })}
              <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="crm-giving__label">
                {formatMonth(m.month, language).split(" ")[0]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="crm-giving__legend">
        {givingSources.map((source) => (
          <span key={source}>
            <span className={`crm-giving__swatch ${sourceClass[source]}`} aria-hidden="true" />
            {t(`methods.${source}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function GivingTable({ months }: { months: readonly GivingMonth[] }) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = (i18n.resolvedLanguage ?? i18n.language) === "sw" ? "sw" : "en";
  const funds = donationFunds.filter((f) => months.some((m) => m.byFund[f] !== 0));
  return (
    <div className="crm-giving__table">
      <table>
        <thead>
          <tr>
            <th scope="col">{t("giving.month")}</th>
            {givingSources.map((s) => (
              <th key={s} scope="col">
                {t(`methods.${s}`)}
              </th>
            ))}
            {funds.map((f) => (
              <th key={f} scope="col">
                {donationFundLabels[f][language]}
              </th>
            ))}
            <th scope="col">{t("giving.total")}</th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month, language)}</th>
              {givingSources.map((s) => (
                <td key={s}>{formatMoney(m.bySource[s])}</td>
              ))}
              {funds.map((f) => (
                <td key={f}>{formatMoney(m.byFund[f])}</td>
              ))}
              <td>
                <strong>{formatMoney(m.total)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
