import type { GivingReportQuery } from "@church/contracts";

/** Everything under `offerings` is reloaded after a change. */
export const offeringsQueryKeys = {
  all: ["offerings"],
  batches: ["offerings", "batches"],
  batch: (id: string) => ["offerings", "batch", id] as const,
  report: (query: GivingReportQuery) => ["offerings", "report", query] as const,
  givers: (q: string) => ["offerings", "givers", q] as const,
} as const;
