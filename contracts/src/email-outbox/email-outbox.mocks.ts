import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { emailOutboxEndpoints } from "./email-outbox.endpoints.ts";
import type { OutboxEmail } from "./email-outbox.schema.ts";

export const emailOutboxFixtures: readonly OutboxEmail[] = [
  {
    id: "ab000000-0000-4000-8000-000000000001",
    kind: "contact_message",
    to: "info@amani-friends.example",
    replyTo: "rebecca.t@example.com",
    subject: "Contact form: Visiting this Sunday",
    text: "A visitor sent a message through the website's contact form.",
    status: "pending",
    held: true,
    attempts: 0,
    lastError:
      "Not sent yet: no SMTP server is configured (SMTP_URL or SMTP_HOST). Kept here for staff to read.",
    attachments: [],
    sendAfter: "2026-11-19T18:22:00.000Z",
    sentAt: null,
    createdAt: "2026-11-19T18:22:00.000Z",
  },
  {
    id: "ab000000-0000-4000-8000-000000000002",
    kind: "rsvp_confirmed",
    to: "amina.juma@example.org",
    replyTo: null,
    subject: "RSVP confirmed: Community Potluck",
    text: "Thank you, Amina. Your RSVP for Community Potluck is confirmed.",
    status: "sent",
    held: false,
    attempts: 1,
    lastError: null,
    attachments: [],
    sendAfter: "2026-11-20T14:05:00.000Z",
    sentAt: "2026-11-20T14:05:04.000Z",
    createdAt: "2026-11-20T14:05:00.000Z",
  },
  {
    id: "ab000000-0000-4000-8000-000000000003",
    kind: "newsletter_confirm",
    to: "baraka.o@example.org",
    replyTo: null,
    subject: "Please confirm your subscription",
    text: "Please confirm your subscription to the Amani Friends Church newsletter.",
    status: "failed",
    held: false,
    attempts: 5,
    lastError: "550 5.1.1 Mailbox unavailable",
    attachments: [],
    sendAfter: "2026-11-21T09:30:00.000Z",
    sentAt: null,
    createdAt: "2026-11-21T09:00:00.000Z",
  },
];

export const emailOutboxHandlers = [
  mockEndpoint(emailOutboxEndpoints.list, ({ query }) => {
    const emails = emailOutboxFixtures.filter(
      (e) => (!query.status || e.status === query.status) && (!query.kind || e.kind === query.kind),
    );
    return { emails: emails.slice(0, query.limit), total: emails.length, smtpConfigured: false };
  }),
  mockEndpoint(emailOutboxEndpoints.resend, ({ params }) => {
    const email = emailOutboxFixtures.find((e) => e.id === params.id);
    if (!email) return mockError(404, "not_found", "E-mail not found");
    if (email.status !== "failed")
      return mockError(409, "conflict", "Only a failed e-mail can be sent again");
    return { email: { ...email, status: "pending" as const, attempts: 0, lastError: null } };
  }),
];
