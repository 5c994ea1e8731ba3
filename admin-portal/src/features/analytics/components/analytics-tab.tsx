import type { SessionUser } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, Card, DataTable, EmptyState, Skeleton, StatCard, toast } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { analyticsNamespace } from "../analytics.texts.ts";
import { type AnalyticsFormat, useExportAnalytics } from "../api/export-analytics.ts";
import { useAnalytics } from "../api/get-analytics.ts";
import "./analytics.css";

export interface AnalyticsTabProps {
  user: SessionUser;
}

/** Analytics: visitor cards, device breakdown, top pages; exports for administrators. */
export function AnalyticsTab({ user }: AnalyticsTabProps) {
  const { t, i18n } = useTranslation(analyticsNamespace);
  const analytics = useAnalytics();
  const exporter = useExportAnalytics();
  const number = new Intl.NumberFormat(i18n.language === "sw" ? "sw-KE" : "en-US");
  const download = (format: AnalyticsFormat) =>
    exporter.mutate(format, {
      onSuccess: (name) => toast.success(t("exported"), { description: name }),
      onError: (error) =>
        toast.error(t("exportError"), { description: error instanceof ApiError ? error.message : undefined }),
    });
  const data = analytics.data;
  const empty = !!data && data.visitors.total === 0 && data.topPages.length === 0;
  const deviceTotal = data ? data.devices.desktop + data.devices.mobile + data.devices.tablet : 0;

  return (
    <div className="ap-stack">
      <Card
        title={t("title")}
        headingLevel={1}
        description={t("intro")}
        actions={
          // The export endpoint is for administrators (contracts: access.admin).
          user.role === "admin" ? (
            <div className="ap-actions">
              <Button variant="secondary" onClick={() => download("csv")} disabled={exporter.isPending}>
                {t("exportCsv")}
              </Button>
              <Button variant="secondary" onClick={() => download("excel")} disabled={exporter.isPending}>
                {t("exportExcel")}
              </Button>
              <Button variant="secondary" onClick={() => download("pdf")} disabled={exporter.isPending}>
                {t("exportPdf")}
              </Button>
            </div>
          ) : undefined
        }
      >
        {analytics.isError ? (
          <Alert
            tone="error"
            title={t("loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void analytics.refetch()}>
                {t("retry")}
              </Button>
            }
          >
            {analytics.error instanceof ApiError ? analytics.error.message : undefined}
          </Alert>
        ) : analytics.isPending ? (
          <Skeleton height="8rem" />
        ) : empty ? (
          <EmptyState title={t("empty")} headingLevel="none" />
        ) : (
          data && (
            <div className="ap-stack">
              <h2 className="ap-subheading">{t("visitors")}</h2>
              <div className="ap-stat-row">
                <StatCard label={t("today")} value={number.format(data.visitors.today)} tone="info" />
                <StatCard label={t("thisWeek")} value={number.format(data.visitors.thisWeek)} tone="info" />
                <StatCard label={t("thisMonth")} value={number.format(data.visitors.thisMonth)} tone="info" />
                <StatCard label={t("total")} value={number.format(data.visitors.total)} tone="primary" />
              </div>
            </div>
          )
        )}
      </Card>
      {data && !empty && (
        <div className="ap-analytics-columns">
          <Card title={t("devices")}>
            <dl className="ap-devices">
              {(["desktop", "mobile", "tablet"] as const).map((device) => {
                const share = deviceTotal ? Math.round((data.devices[device] / deviceTotal) * 100) : 0;
                return (
                  <div key={device}>
                    <dt>{t(device)}</dt>
                    <dd>
                      {number.format(data.devices[device])} ({share}%)
                      <meter min={0} max={100} value={share} aria-label={`${t(device)} ${share}%`} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Card>
          <Card title={t("topPages")}>
            <DataTable
              caption={t("topPages")}
              hideCaption
              columns={[
                { key: "page", header: t("page"), rowHeader: true, cell: (p) => <code>{p.page}</code> },
                { key: "views", header: t("views"), align: "end", cell: (p) => number.format(p.views) },
              ]}
              rows={data.topPages}
              getRowKey={(p) => p.page}
              empty={t("empty")}
            />
          </Card>
        </div>
      )}
    </div>
  );
}
