import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createBookingHandlers } from "./meeting-requests.bookings.ts";
import { createMeetingRequestsHandlers } from "./meeting-requests.handlers.ts";
import { createProposalHandlers } from "./meeting-requests.proposal.ts";

export function meetingRequestsRoutes(deps: AppDeps) {
  const h = createMeetingRequestsHandlers(deps);
  const b = createBookingHandlers(deps);
  const p = createProposalHandlers(deps);
  return [
    route(endpoints.meetingRequests.slots, b.slots),
    route(endpoints.meetingRequests.availability, b.availability),
    route(endpoints.meetingRequests.saveAvailability, b.saveAvailability),
    route(endpoints.meetingRequests.proposalPage, p.proposalPage),
    route(endpoints.meetingRequests.acceptProposal, p.acceptProposal),
    route(endpoints.meetingRequests.submit, h.submit),
    route(endpoints.meetingRequests.list, h.list),
    route(endpoints.meetingRequests.respond, h.respond),
    route(endpoints.meetingRequests.cancel, h.cancel),
    route(endpoints.meetingRequests.sendNotification, h.sendNotification),
    route(endpoints.meetingRequests.calendar, h.calendar),
  ];
}
