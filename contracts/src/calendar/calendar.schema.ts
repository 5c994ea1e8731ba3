import { z } from "zod";
import { eventCategories } from "../events/events.schema.ts";

/** `worship.ics`, `bible-study.ics` ...: the feed of one event category. */
export const calendarFeedParams = z.object({
  feed: z
    .string()
    .regex(new RegExp(`^(${eventCategories.join("|")})\\.ics$`), {
      message: `Choose one of ${eventCategories.map((c) => `${c}.ics`).join(", ")}`,
    })
    .transform((v) => v.slice(0, -".ics".length) as (typeof eventCategories)[number]),
});

/** Where calendar apps subscribe (webcal:// works with the same path). */
export const calendarFeedPath = (category?: (typeof eventCategories)[number]): string =>
  category ? `/api/calendar/${category}.ics` : "/api/calendar.ics";
