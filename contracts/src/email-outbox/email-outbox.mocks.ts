import { mockEndpoint } from "../common/mock-endpoint.ts";
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
];

export const emailOutboxHandlers = [
  mockEndpoint(emailOutboxEndpoints.list, ({ query }) => {
    const emails = emailOutboxFixtures.filter(
      (e) => (!query.status || e.status === query.status) && (!query.kind || e.kind === query.kind),
    );
    return { emails: emails.slice(0, query.limit), total: emails.length, smtpConfigured: false };
  }),
];
