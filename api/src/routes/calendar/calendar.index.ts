import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createCalendarHandlers } from "./calendar.handlers.ts";

export function calendarRoutes(deps: AppDeps) {
  const h = createCalendarHandlers(deps);
  return [route(endpoints.calendar.feed, h.all), route(endpoints.calendar.categoryFeed, h.byCategory)];
}
