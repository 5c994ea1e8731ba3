import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createMeetingRequestsHandlers } from "./meeting-requests.handlers.ts";

export function meetingRequestsRoutes(deps: AppDeps) {
  const h = createMeetingRequestsHandlers(deps);
  return [
    route(endpoints.meetingRequests.submit, h.submit),
    route(endpoints.meetingRequests.list, h.list),
    route(endpoints.meetingRequests.respond, h.respond),
    route(endpoints.meetingRequests.cancel, h.cancel),
    route(endpoints.meetingRequests.sendNotification, h.sendNotification),
    route(endpoints.meetingRequests.calendar, h.calendar),
  ];
}
