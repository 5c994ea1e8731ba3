import type { eventCategories } from "../events/events.constants.ts";

/** Where calendar apps subscribe (webcal:// works with the same path). */
export const calendarFeedPath = (category?: (typeof eventCategories)[number]): string =>
  category ? `/api/calendar/${category}.ics` : "/api/calendar.ics";
