import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createLiveStreamHandlers } from "./live-stream.handlers.ts";
import { createStreamReminderHandlers } from "./stream-reminders.handlers.ts";

export function liveStreamRoutes(deps: AppDeps) {
  const h = createLiveStreamHandlers(deps);
  const reminders = createStreamReminderHandlers(deps);
  return [
    route(endpoints.liveStream.status, h.status),
    route(endpoints.liveStream.settings, h.settings),
    route(endpoints.liveStream.update, h.update),
    route(endpoints.liveStream.remind, reminders.remind),
    route(endpoints.liveStream.reminderCancelPage, reminders.reminderCancelPage),
    route(endpoints.liveStream.reminderCancel, reminders.reminderCancel),
  ];
}
