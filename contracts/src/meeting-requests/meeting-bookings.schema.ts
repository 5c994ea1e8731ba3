import { z } from "zod";
import { isoDate, isoDateTime } from "../common/primitives.ts";
import { bookingHours, bookingMessages } from "./meeting-bookings.constants.ts";
import { meetingTimeSlotSchema } from "./meeting-requests.schema.ts";

export * from "./meeting-bookings.constants.ts";

/**
 * Bookings (issue 30, item 4; docs/decisions/039-pastor-bookings.md): the pastor's weekly hours and
 * blocked days, and the free one-hour slots a visitor picks from. Slots start on the hour, on the spec's
 * 11 times (9:00 AM to 7:00 PM), so one slot never overlaps another and "taken" is an equality.
 */
export const bookingHourSchema = z.enum(bookingHours, { message: "Choose a whole hour from 9:00 to 20:00" });

/** One weekday's hours (0 = Sunday), from `start` to `end` (meetings start on each hour before `end`). */
export const weeklyHoursDaySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: bookingHourSchema,
    end: bookingHourSchema,
  })
  .superRefine((value, ctx) => {
    if (value.end <= value.start)
      ctx.addIssue({ code: "custom", message: bookingMessages.endAfterStart, path: ["end"] });
  });
export type WeeklyHoursDay = z.infer<typeof weeklyHoursDaySchema>;

export const blockedDaySchema = z.object({
  date: isoDate,
  note: z.string().trim().max(100).default(""),
});
export type BlockedDay = z.infer<typeof blockedDaySchema>;

/** The pastor's availability: weekdays not listed are closed; blocked days are closed whatever the weekday. */
export const availabilityInputSchema = z
  .object({
    weeklyHours: z.array(weeklyHoursDaySchema).max(7),
    blockedDays: z.array(blockedDaySchema).max(200),
  })
  .superRefine((value, ctx) => {
    const weekdays = new Set<number>();
    value.weeklyHours.forEach((day, index) => {
      if (weekdays.has(day.weekday))
        ctx.addIssue({ code: "custom", message: bookingMessages.weekdayTwice, path: ["weeklyHours", index] });
      weekdays.add(day.weekday);
    });
    const dates = new Set<string>();
    value.blockedDays.forEach((day, index) => {
      if (dates.has(day.date))
        ctx.addIssue({ code: "custom", message: bookingMessages.dayTwice, path: ["blockedDays", index] });
      dates.add(day.date);
    });
  });
export type AvailabilityFormValues = z.input<typeof availabilityInputSchema>;
export type AvailabilityInput = z.output<typeof availabilityInputSchema>;

export const availabilitySchema = z.object({
  weeklyHours: z.array(weeklyHoursDaySchema),
  blockedDays: z.array(blockedDaySchema),
  /** False until the pastor first saves: the default hours (every day, all 11 slots) apply. */
  customised: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A free slot: Buffalo's date and time text (as the form sends them) and the instant it starts. */
export const meetingSlotSchema = z.object({
  date: isoDate,
  time: meetingTimeSlotSchema,
  startsAt: isoDateTime,
});
export type MeetingSlot = z.infer<typeof meetingSlotSchema>;

export const meetingSlotsResponseSchema = z.object({
  timeZone: z.string(),
  slotMinutes: z.number().int().positive(),
  slots: z.array(meetingSlotSchema),
});
export type MeetingSlotsResponse = z.infer<typeof meetingSlotsResponseSchema>;

/** The signed link of a proposed time's e-mail (decision 039). */
export const meetingProposalQuerySchema = z.object({ token: z.string().min(1).max(200) });
