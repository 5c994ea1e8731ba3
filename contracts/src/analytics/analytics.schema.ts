import { z } from "zod";
import { sitePathPattern } from "../common/content-utils.ts";
import { isoDateTime, languageSchema } from "../common/primitives.ts";

export const analyticsMessages = {
  empty: "No analytics data available.",
  exportError: "Error exporting analytics",
} as const;

const pagePath = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(sitePathPattern, { message: "A page path starts with / and stays on this site" });

/** A page view, sent only with consent from a non-development host. */
export const pageViewSchema = z.object({
  // Optional before the default, so the discriminated union below also matches a body without type.
  type: z.literal("pageview").optional().default("pageview"),
  page: pagePath,
  userAgent: z.string().max(1000).default(""),
  timestamp: isoDateTime,
  referrer: z.string().max(2048).default(""),
});

/** A crash report from the fallback error screen. */
export const crashReportSchema = z.object({
  type: z.literal("error"),
  error: z.object({
    message: z.string().max(2000),
    stack: z.string().max(20_000).optional(),
    componentStack: z.string().max(20_000).optional(),
  }),
  timestamp: isoDateTime,
  page: pagePath,
});

/** By `type`, so a refused body names its bad field (a plain union would only say "invalid input"). */
export const trackBodySchema = z.discriminatedUnion("type", [crashReportSchema, pageViewSchema]);
export type TrackBody = z.input<typeof trackBodySchema>;

/** The Analytics tab (staff-area.md section 3). */
export const analyticsSummarySchema = z.object({
  visitors: z.object({
    today: z.number().int().min(0),
    thisWeek: z.number().int().min(0),
    thisMonth: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  devices: z.object({
    desktop: z.number().int().min(0),
    mobile: z.number().int().min(0),
    tablet: z.number().int().min(0),
  }),
  topPages: z.array(z.object({ page: z.string(), views: z.number().int().min(0) })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsExportFormats = ["csv", "excel", "pdf"] as const;
export const analyticsExportQuerySchema = z.object({
  format: z.enum(analyticsExportFormats).default("csv"),
  /** Language of the file's headings (the figures are the same). */
  lang: languageSchema.default("en"),
});

/** How many pages the summary lists; the export lists up to `exportTopPages`. */
export const analyticsTopPagesLimit = { summary: 10, export: 100 } as const;

/** Headings of the analytics export (CSV, Excel and PDF alike), in both languages. */
export const analyticsExportTexts = {
  en: {
    title: "Website Analytics",
    generated: "Generated",
    section: "Section",
    item: "Item",
    value: "Value",
    visitors: "Visitors",
    devices: "Devices",
    topPages: "Top Pages",
    today: "Today",
    thisWeek: "This Week",
    thisMonth: "This Month",
    total: "Total",
    desktop: "Desktop",
    mobile: "Mobile",
    tablet: "Tablet",
    page: "Page",
    views: "Views",
    note: "Visitors are counted as page views; no IP addresses or personal data are kept. Days are in Buffalo (New York) time.",
  },
  sw: {
    title: "Takwimu za Tovuti",
    generated: "Imetolewa",
    section: "Sehemu",
    item: "Kipengele",
    value: "Thamani",
    visitors: "Wageni",
    devices: "Vifaa",
    topPages: "Kurasa Zinazotembelewa Zaidi",
    today: "Leo",
    thisWeek: "Wiki Hii",
    thisMonth: "Mwezi Huu",
    total: "Jumla",
    desktop: "Kompyuta",
    mobile: "Simu",
    tablet: "Tabiti",
    page: "Ukurasa",
    views: "Matembeleo",
    note: "Wageni huhesabiwa kama matembeleo ya kurasa; hakuna anwani za IP wala taarifa binafsi zinazohifadhiwa. Siku ni kwa saa za Buffalo (New York).",
  },
} as const;

/** File extension per export format ("excel saved as xlsx"). */
export const analyticsExportExtension = { csv: "csv", excel: "xlsx", pdf: "pdf" } as const;
