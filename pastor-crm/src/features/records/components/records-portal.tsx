import {
  type ChurchRecord,
  churchInfo,
  type ExportReport,
  isPastorCapable,
  type RecordsRange,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import {
  Alert,
  Button,
  Card,
  CrmShell,
  isLanguage,
  LanguageSwitch,
  PageHeader,
  Spinner,
  toast,
} from "@church/ui-kit";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConnection } from "../api/check-connection.ts";
import { useDeleteRecord } from "../api/delete-record.ts";
import { useExportRecordsCsv, useExportRecordsPdf } from "../api/export-records.ts";
import { useCountedByName } from "../api/get-counted-by-name.ts";
import { useDashboardStats } from "../api/get-dashboard-stats.ts";
import { useRangeReport } from "../api/get-range-report.ts";
import { useRecords } from "../api/get-records.ts";
import { useSession } from "../api/get-session.ts";
import type { TrendSpan } from "../api/get-trends.ts";
import { useWeeklySummaries } from "../api/get-weekly-summaries.ts";
import "../records.texts.ts";
import { printReport, type ReportTexts } from "../utils/print-report.ts";
import { ImportDialog } from "./import-dialog.tsx";
import { RangeTotals } from "./range-totals.tsx";
import { RecordFormDialog } from "./record-form-dialog.tsx";
import { RecordsTable } from "./records-table.tsx";
import { StatCards } from "./stat-cards.tsx";
import { TrendsPanel } from "./trends-panel.tsx";
import { WeeklySummaries } from "./weekly-summaries.tsx";
import "./records-portal.css";

// Registered here, not by the app, so the texts come along when the admin portal loads this screen.

export interface RecordsPortalProps {
  /**
   * Inside another page (the admin portal's Pastor Portal tab): the title becomes an h2 and the screen
   * adds no page landmarks or language switch of its own.
   */
  embedded?: boolean;
}

type DialogState = { open: boolean; record: ChurchRecord | null };

/** Pastor Portal - Church Records: stats, weekly summaries, records, add/edit/delete and exports. */
export function RecordsPortal({ embedded = false }: RecordsPortalProps) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const connection = useConnection();
  const session = useSession();
  // Only a pastor or an administrator gets the records, and only they see buttons that use them.
  const allowed = !!session.data && isPastorCapable(session.data.role);
  const connected = connection.isSuccess && allowed;
  // The dates the records list, the range totals and both exports cover (empty ends: open).
  const [typedRange, setTypedRange] = useState<RecordsRange>({});
  const [range, setRange] = useState<RecordsRange>({});
  const rangeError =
    typedRange.from && typedRange.to && typedRange.from > typedRange.to
      ? t("range.endBeforeStart")
      : undefined;
  const changeRange = (next: RecordsRange) => {
    setTypedRange(next);
    if (!next.from || !next.to || next.from <= next.to) setRange(next);
  };
  const records = useRecords({ enabled: connected, range });
  const rangeReport = useRangeReport({ enabled: connected, range });
  const countedByName = useCountedByName({ enabled: connected }).data;
  const stats = useDashboardStats({ enabled: connected });
  const weeks = useWeeklySummaries({ enabled: connected });
  const deleteRecord = useDeleteRecord();
  const exportCsv = useExportRecordsCsv();
  const exportPdf = useExportRecordsPdf();
  const exporting = exportCsv.isPending || exportPdf.isPending;
  const [dialog, setDialog] = useState<DialogState>({ open: false, record: null });
  const [importing, setImporting] = useState(false);
  const [trendWeeks, setTrendWeeks] = useState<TrendSpan>(26);

  const openAdd = () => setDialog({ open: true, record: null });
  const openEdit = (record: ChurchRecord) => setDialog({ open: true, record });

  async function handleDelete(record: ChurchRecord) {
    try {
      await deleteRecord.mutateAsync(record.id);
    } catch (error) {
      toast.error(t("messages.deleteFailed"));
      throw error;
    }
  }

  async function handleExportCsv() {
    try {
      await exportCsv.mutateAsync(range);
    } catch {
      toast.error(t("messages.exportFailed"));
    }
  }

  async function handleExportPdf() {
    try {
      const result = await exportPdf.mutateAsync({ lang: isLanguage(language) ? language : "en", range });
      if (result.kind === "report") printReport(result.report, reportTexts(result.report), language);
    } catch {
      toast.error(t("messages.exportFailed"));
    }
  }

  function reportTexts(report: ExportReport): ReportTexts {
    const generated = new Intl.DateTimeFormat(language === "sw" ? "sw-TZ" : "en-US", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: churchInfo.timeZone,
    }).format(new Date(report.generatedAt));
    return {
      title: t("report.title"),
      generatedAt: t("report.generatedAt", { date: generated }),
      summary: t("report.summary"),
      totalRecords: t("report.totalRecords"),
      totalAttendance: t("report.totalAttendance"),
      totalTithes: t("report.totalTithes"),
      totalOfferings: t("report.totalOfferings"),
      onlineTithes: t("report.onlineTithes"),
      onlineOfferings: t("report.onlineOfferings"),
      totalGiving: t("report.totalGiving"),
      averageAttendance: t("report.averageAttendance"),
      records: t("report.records"),
      columns: {
        date: t("records.date"),
        attendance: t("records.attendance"),
        tithes: t("records.tithes"),
        offerings: t("records.offerings"),
        total: t("records.total"),
        notes: t("records.notes"),
      },
      noNotes: t("records.noNotes"),
    };
  }

  const actions = !connected ? (
    !embedded && <LanguageSwitch compact />
  ) : (
    <div className="crm-actions">
      <Button variant="secondary" disabled={exporting} onClick={handleExportCsv}>
        {exportCsv.isPending ? t("actions.exporting") : t("actions.exportCsv")}
      </Button>
      <Button variant="secondary" disabled={exporting} onClick={handleExportPdf}>
        {exportPdf.isPending ? t("actions.exporting") : t("actions.exportPdf")}
      </Button>
      <Button variant="secondary" onClick={() => setImporting(true)}>
        {t("actions.importCsv")}
      </Button>
      <Button onClick={openAdd}>{t("actions.addRecord")}</Button>
      {!embedded && <LanguageSwitch compact />}
    </div>
  );

  const sectionLevel = embedded ? 3 : 2;
  const accessError = [records.error, stats.error, weeks.error].find(
    (error): error is ApiError => error instanceof ApiError && (error.status === 401 || error.status === 403),
  );

  let content: ReactNode;
  if (connection.isPending || session.isPending) {
    content = <Spinner label={t("connection.checking")} showLabel />;
  } else if (connection.isError || session.isError) {
    content = (
      <Alert
        tone="error"
        title={t("connection.title")}
        action={
          <Button
            variant="secondary"
            loading={connection.isFetching || session.isFetching}
            onClick={() => Promise.all([connection.refetch(), session.refetch()])}
          >
            {t("connection.retry")}
          </Button>
        }
      >
        {t("connection.body")}
      </Alert>
    );
  } else if (!allowed || accessError) {
    content =
      !session.data || accessError?.status === 401 ? (
        <Alert
          tone="warning"
          action={
            <Button asChild variant="secondary">
              <a href="/admin-login">{t("access.signInLink")}</a>
            </Button>
          }
        >
          {t("access.signIn")}
        </Alert>
      ) : (
        <Alert tone="warning" title={t("access.forbidden")}>
          {t("access.forbiddenHelp")}
        </Alert>
      );
  } else if (records.isPending || stats.isPending || weeks.isPending) {
    content = <Spinner label={t("loading")} showLabel />;
  } else {
    // The spec's rule for load failures: a failed call leaves its part empty, without a message.
    content = (
      <div className="crm-portal">
        {stats.data && <StatCards stats={stats.data} />}
        <Card title={t("weekly.title")} headingLevel={sectionLevel}>
          <WeeklySummaries weeks={weeks.data ?? []} />
        </Card>
        <Card title={t("trends.title")} headingLevel={sectionLevel}>
          <TrendsPanel weeks={trendWeeks} onWeeksChange={setTrendWeeks} headingLevel={embedded ? 4 : 3} />
        </Card>
        <Card title={t("range.title")} headingLevel={sectionLevel}>
          <RangeTotals
            range={typedRange}
            onRangeChange={changeRange}
            report={rangeReport.data}
            error={rangeError}
          />
        </Card>
        <Card title={t("records.title")} headingLevel={sectionLevel} padding="none">
          <RecordsTable
            records={records.data ?? []}
            onAdd={openAdd}
            onEdit={openEdit}
            onDelete={handleDelete}
            countedByName={countedByName}
          />
        </Card>
      </div>
    );
  }

  const formDialog = (
    <>
      <RecordFormDialog
        open={dialog.open}
        record={dialog.record}
        records={records.data ?? []}
        countedByName={countedByName}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </>
  );

  if (embedded) {
    return (
      <section className="crm-embedded">
        <PageHeader title={t("title")} headingLevel={2} actions={actions} />
        {content}
        {formDialog}
      </section>
    );
  }
  return (
    <CrmShell title={t("title")} actions={actions}>
      {content}
      {formDialog}
    </CrmShell>
  );
}
