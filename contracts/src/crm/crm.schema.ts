import { z } from "zod";
import { idSchema, isoDate, isoDateTime, languageSchema, money } from "../common/primitives.ts";

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
  /** Entered on the record itself (what was not counted through an offering batch). */
  tithes: z.number(),
  offerings: z.number(),
  /**
   * From the closed offering batches of this date (tithe fund, General Fund), read when asked, never
   * copied: the Sunday's tithes are `tithes + batchTithes`. When several records share a date, the
   * first entered carries them and the others show 0, so nothing counts twice.
   */
  batchTithes: z.number(),
  batchOfferings: z.number(),
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

/**
 * One ledger: completed online gifts (not test payments, not refunded) in these funds count beside the
 * Sunday counts, by the week of their date in America/New_York. The General Fund is where the Sunday
 * offering goes; gifts to designated funds (building, missions...) stay out of the weekly books.
 */
export const ledgerFunds = { tithes: "tithe", offerings: "general" } as const;

export const weeklySummarySchema = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  totalAttendance: z.number(),
  /** Counted at the services: the church records and their closed offering batches. */
  totalTithes: z.number(),
  totalOfferings: z.number(),
  recordCount: z.number().int(),
  /** Of the counted tithes and offerings, what came through closed offering batches. */
  batchTithes: z.number(),
  batchOfferings: z.number(),
  /** Given online that week to the tithe fund and the General Fund (offerings). */
  onlineTithes: z.number(),
  onlineOfferings: z.number(),
  onlineGiftCount: z.number().int(),
  /**
   * Of those, gifts of the offline test provider (no money moved): counted only in demo mode, so the
   * pastor sees how online giving will show up; always 0 in production, where they stay out.
   */
  testGiftCount: z.number().int(),
  testGiftTotal: z.number(),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

/** Online gifts of one Buffalo day in the ledger's funds (see `ledgerFunds`). */
export const onlineGiftDaySchema = z.object({ date: isoDate, tithes: z.number(), offerings: z.number() });
export type OnlineGiftDay = z.infer<typeof onlineGiftDaySchema>;

/**
 * The records report of a date range (both ends included; a missing end is open): the portal's range
 * totals, the CSV and the PDF are all made from this one answer, so they cannot disagree.
 */
export const exportReportSchema = z.object({
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  summary: z.object({
    totalRecords: z.number().int(),
    totalAttendance: z.number(),
    /** Counted at the services: the records and their closed offering batches. */
    totalTithes: z.number(),
    totalOfferings: z.number(),
    averageAttendance: z.number(),
    /** Given online in the range to the tithe fund and the General Fund (by their Buffalo day). */
    onlineTithes: z.number(),
    onlineOfferings: z.number(),
    onlineGiftCount: z.number().int(),
    /** Everything: counted tithes and offerings plus the online gifts. */
    totalGiving: z.number(),
  }),
  generatedAt: isoDateTime,
  records: z.array(churchRecordSchema),
  /** Oldest first, only days with online gifts. */
  onlineDays: z.array(onlineGiftDaySchema),
});
export type ExportReport = z.infer<typeof exportReportSchema>;

export const weeklySummariesQuerySchema = z.object({
  /** How many of the latest weeks to return (weeks run Sunday to Saturday, America/New_York). */
  weeks: z.coerce.number().int().min(1).max(1100).optional(),
});

/** A range of service dates (both ends included); either end may be left open. */
const rangeFields = { from: isoDate.optional(), to: isoDate.optional() };
const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const rangeOrderIssue = { message: "The end date must be on or after the start date", path: ["to"] };

export const recordsRangeQuerySchema = z.object(rangeFields).refine(rangeInOrder, rangeOrderIssue);
export type RecordsRange = z.infer<typeof recordsRangeQuerySchema>;

export const exportQuerySchema = z
  .object({
    ...rangeFields,
    format: z.enum(["json", "csv", "pdf"]).optional(),
    /** Language of the PDF's texts (figures and dates read the same in both). */
    lang: languageSchema.optional(),
  })
  .refine(rangeInOrder, rangeOrderIssue);

/** What the record form holds before parsing (an empty date string is allowed while typing). */
export type ChurchRecordFormValues = z.input<typeof churchRecordInputSchema>;

/** The figures of one week (Sunday to Saturday, America/New_York); a week without records has zeros. */
export const trendWeekSchema = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  attendance: z.number().int(),
  tithes: z.number(),
  offerings: z.number(),
  services: z.number().int(),
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

/** Totals over a span of days (both ends included). */
export const periodTotalsSchema = z.object({
  from: isoDate,
  to: isoDate,
  services: z.number().int(),
  attendance: z.number().int(),
  averageAttendance: z.number(),
  tithes: z.number(),
  offerings: z.number(),
});
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;

/** Change from last year in percent (one decimal); null when last year's figure is 0. */
const percentChange = z.number().nullable();

export const trendsQuerySchema = z.object({
  /** How many weeks up to the current one (default 26). */
  weeks: z.coerce.number().int().min(4).max(104).optional(),
});

export const trendsSchema = z.object({
  /**
   * Oldest first, ending with the current week. `lastYear` is the same week a year earlier: 52 weeks
   * (364 days) back, so both run Sunday to Saturday and line up service for service.
   */
  weeks: z.array(z.object({ thisYear: trendWeekSchema, lastYear: trendWeekSchema })),
  /** This year so far (January 1 to today) against the same days of last year. */
  comparison: z.object({
    thisYear: periodTotalsSchema,
    lastYear: periodTotalsSchema,
    change: z.object({
      attendance: percentChange,
      averageAttendance: percentChange,
      tithes: percentChange,
      offerings: percentChange,
    }),
  }),
});
export type Trends = z.infer<typeof trendsSchema>;

/** The CSV columns, as Export CSV writes them (Total is ignored on import: it is derived). */
export const crmCsvColumns = ["Date", "Attendance", "Tithes", "Offerings", "Notes"] as const;
/**
 * Columns Export CSV adds after Offerings: the online gifts of the date. A line with only these (a day
 * of online gifts without a service) is skipped on import.
 */
export const crmCsvOnlineColumns = ["Online tithes", "Online offerings"] as const;
/** Far above 20 years of weekly rows (about 50 KB), far below what would strain the server. */
export const IMPORT_MAX_CHARS = 1_000_000;

export const importFieldSchema = z.enum(["file", "date", "attendance", "tithes", "offerings", "notes"]);
export type ImportField = z.infer<typeof importFieldSchema>;

/** What went wrong with a cell or the file; the apps translate by code, the message is English. */
export const importIssueCodeSchema = z.enum([
  "unreadable",
  "missing_column",
  "no_rows",
  "too_many_rows",
  "required",
  "invalid_date",
  "whole_number",
  "number",
  "min",
  "cents",
  "too_big",
  "too_long",
  "duplicate",
]);
export type ImportIssueCode = z.infer<typeof importIssueCodeSchema>;

export const importIssueSchema = z.object({
  /** Row of the file, the header being row 1 (as a spreadsheet numbers them). */
  row: z.number().int().min(1),
  field: importFieldSchema,
  code: importIssueCodeSchema,
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importCellsSchema = z.object({
  date: z.string(),
  attendance: z.string(),
  tithes: z.string(),
  offerings: z.string(),
  notes: z.string(),
});
export type ImportCells = z.infer<typeof importCellsSchema>;

/** A row as it will be saved. */
export const importedRecordSchema = churchRecordSchema.pick({
  date: true,
  attendance: true,
  tithes: true,
  offerings: true,
  notes: true,
});
export type ImportedRecord = z.infer<typeof importedRecordSchema>;

export const importRowSchema = z.object({
  row: z.number().int().min(2),
  /** The cells as written in the file, for the preview. */
  cells: importCellsSchema,
  /** The parsed record; null when the row has an issue. */
  record: importedRecordSchema.nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRecordsBodySchema = z.object({
  /** The file's text: a header row naming the columns, then one row per service. */
  csv: z
    .string()
    .min(1, { message: "Choose a CSV file" })
    .max(IMPORT_MAX_CHARS, { message: "The file is too large" }),
  /** Only check and preview; write nothing. */
  dryRun: z.boolean().optional(),
});
export type ImportRecordsBody = z.infer<typeof importRecordsBodySchema>;

export const importRecordsResponseSchema = z.object({
  dryRun: z.boolean(),
  /** How many records were written: all rows, or 0 for a preview. */
  imported: z.number().int(),
  rows: z.array(importRowSchema),
  issues: z.array(importIssueSchema),
});
export type ImportRecordsResponse = z.infer<typeof importRecordsResponseSchema>;
