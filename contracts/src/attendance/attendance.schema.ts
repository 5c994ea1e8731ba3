import { z } from "zod";
import { addDays } from "../common/content-utils.ts";
import { phoneMessages, toE164 } from "../common/phone.ts";
import { idSchema, isoDate, isoDateTime, languageSchema } from "../common/primitives.ts";

/**
 * Attendance by name: who was at a Sunday service (a service is its date, Buffalo time). One row per
 * service and person in the database, so two ushers tapping the same name count them once.
 */
export const attendanceMessages = {
  personNotFound: "Person not found",
  tooFarAhead: "Attendance can be taken up to the next Sunday, not further ahead",
  givenName: "A name is required",
} as const;

/** The services this church counts are on Sundays (3:00 to 6:00 PM). */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Today's service when today is a Sunday, else the next Sunday's. */
export function nextServiceDate(today: string): string {
  const weekday = weekdayOf(today);
  return weekday === 0 ? today : addDays(today, 7 - weekday);
}

/** The latest service date attendance may be taken for: the next Sunday (ushers may open it early). */
export const latestServiceDate = (today: string): string => addDays(today, 6);

export const isSunday = (date: string): boolean => weekdayOf(date) === 0;

export const serviceParams = z.object({ date: isoDate });
export const attendanceMarkParams = z.object({ date: isoDate, personId: idSchema });

/**
 * A name on the usher's list: only what counting needs (names and household), never a phone, an
 * e-mail, an address, a stage or a note (PRODUCT.md: an usher sees names only).
 */
export const attendeeSchema = z.object({
  id: idSchema,
  givenName: z.string(),
  familyName: z.string().nullable(),
  knownAs: z.string().nullable(),
  household: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Services attended in the 12 weeks before this one: the most regular come first. */
  recentServices: z.number().int(),
  present: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * Everyone on the list for a service, households together (the most regular household first), with
 * who is marked present. `cursor` is where to ask for changes from.
 */
export const serviceAttendanceSchema = z.object({
  date: isoDate,
  count: z.number().int(),
  cursor: isoDateTime,
  people: z.array(attendeeSchema),
});
export type ServiceAttendance = z.infer<typeof serviceAttendanceSchema>;

export const attendanceChangesQuerySchema = z.object({ since: isoDateTime });

/** Marks and undos since the cursor (possibly a few seen before: applying one again changes nothing). */
export const attendanceChangesSchema = z.object({
  date: isoDate,
  count: z.number().int(),
  cursor: isoDateTime,
  changes: z.array(attendeeSchema),
});
export type AttendanceChanges = z.infer<typeof attendanceChangesSchema>;

export const attendanceMarkResponseSchema = z.object({
  personId: idSchema,
  present: z.boolean(),
  count: z.number().int(),
});
export type AttendanceMarkResponse = z.infer<typeof attendanceMarkResponseSchema>;

/**
 * A newcomer added at the door: a name and perhaps a phone. `id` is made by the app, so a request
 * sent again on a bad connection finds the person it created the first time instead of a second one.
 */
export const newcomerInputSchema = z
  .object({
    id: idSchema,
    givenName: z.string().trim().min(1, { message: attendanceMessages.givenName }).max(100),
    familyName: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    phone: z
      .string()
      .trim()
      .max(40, { message: phoneMessages.invalid })
      .nullish()
      .transform((v) => v || null),
    language: languageSchema.default("en"),
  })
  .transform((input, ctx) => {
    if (!input.phone) return { ...input, phone: null };
    const phone = toE164(input.phone);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: phoneMessages.invalid, path: ["phone"] });
      return z.NEVER;
    }
    return { ...input, phone };
  });
export type NewcomerInput = z.output<typeof newcomerInputSchema>;
export type NewcomerFormValues = z.input<typeof newcomerInputSchema>;

export const newcomerResponseSchema = z.object({ person: attendeeSchema, count: z.number().int() });

/** Reports answer JSON for the charts, or the same rows as CSV or PDF (its texts in `lang`). */
const reportFormat = z.enum(["json", "csv", "pdf"]).optional();

export const byNameReportQuerySchema = z.object({
  /** How many weeks up to today (default 26). */
  weeks: z.coerce.number().int().min(1).max(1100).optional(),
  format: reportFormat,
  lang: languageSchema.optional(),
});

/**
 * Per service date: how many were counted by name, and the head count of that day's church record
 * (everyone in the room, named or not; null when no record was written for the day).
 */
export const byNameReportSchema = z.object({
  services: z.array(
    z.object({
      date: isoDate,
      countedByName: z.number().int(),
      headCount: z.number().int().nullable(),
    }),
  ),
});
export type ByNameReport = z.infer<typeof byNameReportSchema>;

export const retentionReportQuerySchema = z.object({
  /** How many months up to this one (default 12). */
  months: z.coerce.number().int().min(1).max(36).optional(),
  format: reportFormat,
  lang: languageSchema.optional(),
});

/**
 * Newcomer retention: of the people first seen in a month, how many came back (were counted by name
 * at a later service) 2 or more and 4 or more times within 8 weeks of their first day. `complete` is
 * false while some of them are still inside their 8 weeks.
 */
export const retentionReportSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      firstSeen: z.number().int(),
      cameBack2: z.number().int(),
      cameBack4: z.number().int(),
      complete: z.boolean(),
    }),
  ),
});
export type RetentionReport = z.infer<typeof retentionReportSchema>;

/** The 8 weeks within which a newcomer's returns count. */
export const RETENTION_WINDOW_DAYS = 56;

/**
 * The reports as CSV, written once for the API and its mock. Every cell is a date, a month, a number
 * or a yes/no word, so none needs quoting or defusing.
 */
const csvLines = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  `${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;

export const byNameReportCsv = (report: ByNameReport): string =>
  csvLines([
    ["Date", "Counted by name", "Head count"],
    ...report.services.map((s) => [s.date, s.countedByName, s.headCount ?? ""]),
  ]);

export const retentionReportCsv = (report: RetentionReport): string =>
  csvLines([
    ["Month", "First seen", "Came back 2+", "Came back 4+", "Complete"],
    ...report.months.map((m) => [m.month, m.firstSeen, m.cameBack2, m.cameBack4, m.complete ? "yes" : "no"]),
  ]);
