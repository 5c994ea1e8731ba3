/** Everything under `crm` is reloaded after a save or a delete. */
export const crmQueryKeys = {
  all: ["crm"],
  records: ["crm", "records"],
  dashboardStats: ["crm", "dashboard-stats"],
  weeklySummaries: ["crm", "weekly-summaries"],
} as const;
