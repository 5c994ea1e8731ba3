import { z } from "zod";
import { eventCategories } from "../events/events.constants.ts";

/** `worship.ics`, `bible-study.ics` ...: the feed of one event category. */
export const calendarFeedParams = z.object({
  feed: z
    .string()
    .regex(new RegExp(`^(${eventCategories.join("|")})\\.ics$`), {
      message: `Choose one of ${eventCategories.map((c) => `${c}.ics`).join(", ")}`,
    })
    .transform((v) => v.slice(0, -".ics".length) as (typeof eventCategories)[number]),
});
