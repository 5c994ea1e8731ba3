/** Everything under `crm` is reloaded after a save, a delete or an import. */
export const crmQueryKeys = {
  all: ["crm"],
  records: ["crm", "records"],
  recordsIn: (from: string, to: string) => ["crm", "records", from, to] as const,
  report: (from: string, to: string) => ["crm", "report", from, to] as const,
  dashboardStats: ["crm", "dashboard-stats"],
  weeklySummaries: ["crm", "weekly-summaries"],
  trends: (weeks: number) => ["crm", "trends", weeks] as const,
} as const;
