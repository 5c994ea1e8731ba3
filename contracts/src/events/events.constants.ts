import type { BilingualLabel } from "../common/content-utils.ts";
export const eventCategories = [
  "worship",
  "bible-study",
  "prayer",
  "fellowship",
  "outreach",
  "special",
] as const;

export const eventCategoryLabels: Record<(typeof eventCategories)[number], BilingualLabel> = {
  worship: { en: "Worship", sw: "Ibada" },
  "bible-study": { en: "Bible Study", sw: "Kujifunza Biblia" },
  prayer: { en: "Prayer", sw: "Maombi" },
  fellowship: { en: "Fellowship", sw: "Ushirika" },
  outreach: { en: "Outreach", sw: "Huduma kwa Jamii" },
  special: { en: "Special Event", sw: "Tukio Maalum" },
};

/** Display limits of public-site.md section 9. */
export const eventLimits = {
  upcomingListSize: 5,
  calendarTitleChars: 20,
  calendarEntryHours: 2,
  titleMax: 200,
  descriptionMax: 5000,
} as const;

/** Full when confirmed attendees reach the maximum (public-site.md section 4). */
export const isEventFull = (event: { maxAttendees: number | null; currentAttendees: number }): boolean =>
  event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
