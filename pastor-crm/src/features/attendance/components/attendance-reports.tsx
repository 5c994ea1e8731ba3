import { type ByNameReport, calendarDate, isPastorCapable, type RetentionReport } from "@church/contracts";
import { Alert, Button, PageHeader, Spinner, toast } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LineChart } from "../../../lib/line-chart.tsx";
import { useSession } from "../../../lib/session.ts";
import {
  type ReportCsv,
  useByNameReport,
  useDownloadReport,
  useRetentionReport,
} from "../api/get-reports.ts";
import { attendanceNamespace } from "../attendance.texts.ts";
import "./attendance.css";

const WEEKS = 26;
const MONTHS = 12;

const shortDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

const monthName = (month: string, language: string, year: "numeric" | "2-digit" = "numeric") =>
  new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    month: "short",
    year,
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0;
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** /admin/crm/attendance/reports: counted by name against the head count, and newcomer retention. */
export function AttendanceReports() {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const session = useSession();
  const byName = useByNameReport(WEEKS);
  const retention = useRetentionReport(MONTHS);
  const download = useDownloadReport(calendarDate(new Date()));
  const lang = language === "sw" ? "sw" : "en";
  const downloads = (which: ReportCsv) =>
    (["csv", "pdf"] as const).map((format) => (
      <Button
        key={format}
        variant="secondary"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(
            { ...which, format, lang },
            { onError: () => toast.error(t("reports.downloadFailed")) },
          )
        }
      >
        {t(format === "csv" ? "reports.downloadCsv" : "reports.downloadPdf")}
      </Button>
    ));

  if (session.isPending) return <Spinner size="lg" />;
  if (!session.data || !isPastorCapable(session.data.role)) {
    return (
      <main className="crm-attendance-reports">
        <Alert tone="warning">{t("forbidden")}</Alert>
      </main>
    );
  }
  return (
    <main className="crm-attendance-reports">
      <PageHeader
        title={t("reports.title")}
        description={t("reports.description")}
        actions={
          <Button asChild variant="secondary">
            <Link to="/admin/crm/attendance">{t("reports.back")}</Link>
          </Button>
        }
      />
      <section className="crm-attendance-reports__section" aria-labelledby="attendance-by-name">
        <h2 id="attendance-by-name">{t("reports.byName.heading")}</h2>
        {byName.isPending && <Spinner />}
        {byName.isError && <Alert tone="error">{t("reports.loadFailed")}</Alert>}
        {byName.data && <ByNameChart report={byName.data} language={language} />}
        <div className="crm-actions">{downloads({ report: "by-name", weeks: WEEKS })}</div>
      </section>
      <section className="crm-attendance-reports__section" aria-labelledby="attendance-retention">
        <h2 id="attendance-retention">{t("reports.retention.heading")}</h2>
        {retention.isPending && <Spinner />}
        {retention.isError && <Alert tone="error">{t("reports.loadFailed")}</Alert>}
        {retention.data && <RetentionChart report={retention.data} language={language} />}
        <div className="crm-actions">{downloads({ report: "retention", months: MONTHS })}</div>
      </section>
    </main>
  );
}

function ByNameChart({ report, language }: { report: ByNameReport; language: string }) {
  const { t } = useTranslation(attendanceNamespace);
  const services = report.services;
  if (services.length === 0) return <p>{t("reports.byName.empty")}</p>;
  const heads = services.flatMap((s) => (s.headCount === null ? [] : [s.headCount]));
  return (
    <LineChart
      title={t("reports.byName.title")}
      labels={services.map((s) => shortDate(s.date, language))}
      series={[
        {
          id: "head-count",
          label: t("reports.byName.headCount"),
          values: services.map((s) => s.headCount),
          variant: "solid",
        },
        {
          id: "by-name",
          label: t("reports.byName.countedByName"),
          values: services.map((s) => s.countedByName),
          variant: "dashed",
        },
      ]}
      formatValue={(v) => String(v)}
      labelHeader={t("reports.byName.date")}
      showTable={t("reports.showTable")}
      noValue={t("reports.byName.noRecord")}
      summary={t("reports.byName.summary", {
        count: services.length,
        named: average(services.map((s) => s.countedByName)),
        heads: average(heads),
      })}
    />
  );
}

function RetentionChart({ report, language }: { report: RetentionReport; language: string }) {
  const { t } = useTranslation(attendanceNamespace);
  const months = report.months;
  const first = months.reduce((n, m) => n + m.firstSeen, 0);
  if (first === 0) return <p>{t("reports.retention.empty")}</p>;
  return (
    <>
      <LineChart
        title={t("reports.retention.title")}
        // Short labels ("Dec 25"), so twelve fit on a phone's axis; the table names them in full.
        labels={months.map((m) => monthName(m.month, language, "2-digit"))}
        series={[
          {
            id: "back-2",
            label: t("reports.retention.rate2"),
            values: months.map((m) => rate(m.cameBack2, m.firstSeen)),
            variant: "solid",
          },
          {
            id: "back-4",
            label: t("reports.retention.rate4"),
            values: months.map((m) => rate(m.cameBack4, m.firstSeen)),
            variant: "dashed",
          },
        ]}
        formatValue={(v) => `${v}%`}
        labelHeader={t("reports.retention.month")}
        showTable={t("reports.showTable")}
        noValue={t("reports.retention.noValue")}
        summary={t("reports.retention.summary", {
          first,
          back2: months.reduce((n, m) => n + m.cameBack2, 0),
        })}
      />
      <div className="crm-attendance-reports__table-wrap">
        <table className="crm-attendance-reports__table">
          <thead>
            <tr>
              <th scope="col">{t("reports.retention.month")}</th>
              <th scope="col">{t("reports.retention.firstSeen")}</th>
              <th scope="col">{t("reports.retention.cameBack2")}</th>
              <th scope="col">{t("reports.retention.cameBack4")}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">
                  {monthName(m.month, language)}
                  {!m.complete && m.firstSeen > 0 && ` (${t("reports.retention.stillCounting")})`}
                </th>
                <td>{m.firstSeen}</td>
                <td>{m.cameBack2}</td>
                <td>{m.cameBack4}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
