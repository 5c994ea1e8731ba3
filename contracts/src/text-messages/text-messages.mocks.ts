import { HttpResponse } from "msw";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { textMessagesEndpoints } from "./text-messages.endpoints.ts";
import type { TextMessage } from "./text-messages.schema.ts";

const base = {
  channel: "sms",
  to: "+17165550123",
  language: "en",
  attempts: 1,
  lastError: null,
  provider: "test",
  meetingRequestId: null,
  rsvpId: "c1000000-0000-4000-8000-000000000001",
  consentId: "e6000000-0000-4000-8000-000000000001",
} as const;

export const textMessagesFixtures: readonly TextMessage[] = [
  {
    ...base,
    id: "e7000000-0000-4000-8000-000000000003",
    kind: "rsvp_reminder_2h",
    body: "Amani Friends Church: reminder: Community Outreach Day starts today at 10:00 AM, 245 Friendship Avenue. Reply STOP to end messages.",
    status: "cancelled",
    attempts: 0,
    lastError: "Cancelled: the RSVP was cancelled",
    provider: null,
    sendAt: "2026-12-05T13:00:00.000Z",
    sentAt: null,
    statusAt: "2026-11-20T15:00:00.000Z",
    createdAt: "2026-11-20T15:00:00.000Z",
  },
  {
    ...base,
    id: "e7000000-0000-4000-8000-000000000002",
    kind: "rsvp_confirmed",
    channel: "whatsapp",
    to: "+254712345678",
    language: "sw",
    body: "Kanisa la Marafiki Amani: usajili wako wa Community Outreach Day, Jumamosi, 5 Desemba 2026, 10:00 AM umethibitishwa. Jibu STOP kusitisha ujumbe.",
    status: "delivered",
    sendAt: "2026-11-20T15:00:00.000Z",
    sentAt: "2026-11-20T15:00:02.000Z",
    statusAt: "2026-11-20T15:00:09.000Z",
    createdAt: "2026-11-20T15:00:00.000Z",
  },
  {
    ...base,
    id: "e7000000-0000-4000-8000-000000000001",
    kind: "meeting_received",
    rsvpId: null,
    meetingRequestId: "d1000000-0000-4000-8000-000000000001",
    consentId: "e6000000-0000-4000-8000-000000000002",
    body: "Amani Friends Church: we received your meeting request for Thursday, December 3, 2026 at 10:00 AM. The pastor will reply within 24 hours. Reply STOP to end messages.",
    status: "failed",
    attempts: 4,
    lastError: "Twilio answered 503: Service unavailable",
    provider: "twilio",
    sendAt: "2026-11-19T18:22:00.000Z",
    sentAt: null,
    statusAt: "2026-11-19T18:40:00.000Z",
    createdAt: "2026-11-19T18:22:00.000Z",
  },
];

export const textMessagesHandlers = [
  mockEndpoint(textMessagesEndpoints.list, ({ query }) => {
    const messages = textMessagesFixtures.filter((m) => !query.status || m.status === query.status);
    return {
      messages: messages.slice(0, query.limit),
      total: messages.length,
      provider: "test" as const,
      optedOut: 0,
    };
  }),
  mockEndpoint(textMessagesEndpoints.twilioStatus, () => ({ success: true as const })),
  mockEndpoint(
    textMessagesEndpoints.twilioInbound,
    () => new HttpResponse("<Response></Response>", { headers: { "content-type": "text/xml" } }),
  ),
];
