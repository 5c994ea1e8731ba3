/**
 * Bookings (issue 30, item 4; docs/decisions/039-pastor-bookings.md), without zod: the rules and texts
 * of the pastor's hours and free slots (meeting-bookings.schema.ts re-exports them).
 */
export const bookingRules = {
  slotMinutes: 60,
  /** How far ahead a visitor may book, in days from tomorrow. */
  horizonDays: 28,
  /** A video meeting's room: this and a random id (decision 039). */
  videoRoomBase: "https://meet.jit.si/AmaniFriends-",
} as const;

/** Whole hours a day of weekly hours may start or end at: a start from 9:00, an end up to 20:00. */
export const bookingHours = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
  "20:00",
] as const;

export const bookingMessages = {
  endAfterStart: "The end must be after the start",
  weekdayTwice: "Each weekday once",
  dayTwice: "Each day once",
  slotTaken: "This time has just been taken. Please choose another.",
  slotNotOffered: "This time is not open for meetings. Please choose one of the free times.",
  proposalTaken: "That time is already taken by another meeting. Please choose another.",
  availabilitySaved: "Meeting hours saved",
} as const;
