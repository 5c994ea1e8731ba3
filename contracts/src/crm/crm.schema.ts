import { z } from "zod";
import { idSchema, isoDate, isoDateTime, money } from "../common/primitives.ts";

export const crmMessages = {
  saveFailed: "Failed to save record",
  deleteFailed: "Failed to delete record",
  exportFailed: "Export failed",
  confirmDelete: "Are you sure you want to delete this record?",
  empty: "No records found. Add your first record to get started.",
} as const;

/** One Sunday service: attendance, tithes and offerings (dollars on the wire, cents in storage). */
export const churchRecordInputSchema = z.object({
  date: isoDate.or(z.literal("").transform(() => undefined)).pipe(isoDate),
  attendance: z
    .number({ message: "Attendance must be a whole number" })
    .int({ message: "Attendance must be a whole number" })
    .min(0, { message: "Attendance must be 0 or more" })
    .max(1_000_000),
  tithes: money,
  offerings: money,
  notes: z.string().trim().max(2000).optional().nullable(),
});
export type ChurchRecordInput = z.infer<typeof churchRecordInputSchema>;

export const churchRecordSchema = z.object({
  id: idSchema,
  date: isoDate,
  attendance: z.number().int(),
  tithes: z.number(),
  offerings: z.number(),
  notes: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ChurchRecord = z.infer<typeof churchRecordSchema>;

export const recordsListResponseSchema = z.object({ records: z.array(churchRecordSchema) });
export const recordResponseSchema = z.object({ record: churchRecordSchema });

export const dashboardStatsSchema = z.object({
  thisMonth: z.object({ totalAttendance: z.number(), totalTithes: z.number(), totalOfferings: z.number() }),
  thisYear: z.object({
    totalAttendance: z.number(),
    averageAttendance: z.number(),
    totalTithes: z.number(),
    totalOfferings: z.number(),
  }),
  last4Weeks: z.object({ averageAttendance: z.number() }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const weeklySummarySchema = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  totalAttendance: z.number(),
  totalTithes: z.number(),
  totalOfferings: z.number(),
  recordCount: z.number().int(),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

export const exportReportSchema = z.object({
  summary: z.object({
    totalRecords: z.number().int(),
    totalAttendance: z.number(),
    totalTithes: z.number(),
    totalOfferings: z.number(),
    averageAttendance: z.number(),
  }),
  generatedAt: isoDateTime,
  records: z.array(churchRecordSchema),
});
export type ExportReport = z.infer<typeof exportReportSchema>;

export const weeklySummariesQuerySchema = z.object({
  /** How many of the latest weeks to return (weeks run Sunday to Saturday, America/New_York). */
  weeks: z.coerce.number().int().min(1).max(1100).optional(),
});

export const exportQuerySchema = z.object({ format: z.enum(["json", "csv", "pdf"]).optional() });

/** What the record form holds before parsing (an empty date string is allowed while typing). */
export type ChurchRecordFormValues = z.input<typeof churchRecordInputSchema>;
