/** Everything under `crm` is reloaded after a save, a delete or an import. */
export const crmQueryKeys = {
  all: ["crm"],
  records: ["crm", "records"],
  dashboardStats: ["crm", "dashboard-stats"],
  weeklySummaries: ["crm", "weekly-summaries"],
  trends: (weeks: number) => ["crm", "trends", weeks] as const,
} as const;
