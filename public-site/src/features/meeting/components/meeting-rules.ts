import { meetingRequestInputFor } from "@church/contracts";
import { zodResolver } from "@hookform/resolvers/zod";

/**
 * The meeting request's check with the contract's schema for a given "today" (loaded on the first
 * submit: schedule-meeting-page.tsx), as a form resolver and as the parser of what is sent.
 */
export const meetingResolver = (today: string) => zodResolver(meetingRequestInputFor(today));
export const parseMeetingRequest = (today: string, values: unknown) =>
  meetingRequestInputFor(today).parse(values);
