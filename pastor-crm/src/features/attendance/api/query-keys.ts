/** The list of a service, and the reports. */
export const attendanceQueryKeys = {
  all: ["attendance"],
  service: (date: string) => ["attendance", "service", date] as const,
  changes: (date: string) => ["attendance", "changes", date] as const,
  taps: (date: string) => ["attendance", "tap", date] as const,
  reports: ["attendance", "reports"] as const,
} as const;
