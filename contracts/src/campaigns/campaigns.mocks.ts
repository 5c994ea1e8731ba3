import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { subscribersStore } from "../newsletter/newsletter.mocks.ts";
import { campaignsEndpoints } from "./campaigns.endpoints.ts";
import { type Campaign, campaignMessages } from "./campaigns.schema.ts";

export const campaignsFixtures: readonly Campaign[] = [
  {
    id: "a9000000-0000-4000-8000-000000000001",
    subject: "November news: food drive and Thanksgiving worship",
    content:
      "Dear friends,\n\nOur community food drive is coming up and we need volunteers. Thanksgiving worship will be on Sunday at 3:00 PM as usual.\n\nBlessings,\nAmani Friends Church",
    senderName: "Daniel Okello",
    senderEmail: "admin@amani-friends.example",
    status: "sent",
    recipients: 5,
    sentAt: "2026-11-05T15:00:00.000Z",
    openRate: null,
    createdAt: "2026-11-05T14:58:00.000Z",
  },
  {
    id: "a9000000-0000-4000-8000-000000000002",
    subject: "Back-to-school drive: thank you!",
    content:
      "Thanks to your gifts, 60 children received a full backpack this year. Thank you for your generosity.",
    senderName: "Samuel Mwangi",
    senderEmail: "pastor@amani-friends.example",
    status: "sent",
    recipients: 4,
    sentAt: "2026-09-08T13:30:00.000Z",
    openRate: null,
    createdAt: "2026-09-08T13:28:00.000Z",
  },
];

export const campaignsStore = createMockStore(() => campaignsFixtures);

export const campaignsHandlers = [
  mockEndpoint(campaignsEndpoints.list, ({ query }) => {
    const campaigns = [...campaignsStore.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { campaigns: query.limit ? campaigns.slice(0, query.limit) : campaigns };
  }),
  mockEndpoint(campaignsEndpoints.send, ({ body }) => {
    const recipients = subscribersStore.all().filter((s) => s.status === "active").length;
    if (recipients === 0) return mockError(409, "conflict", campaignMessages.noSubscribers);
    const now = nowIso();
    const campaign = campaignsStore.insert({
      id: newId(),
      subject: body.subject,
      content: body.content,
      senderName: `${body.firstName} ${body.lastName}`,
      senderEmail: body.email,
      status: "sent",
      recipients,
      sentAt: now,
      openRate: null,
      createdAt: now,
    });
    return { campaign, message: campaignMessages.sentTo(recipients) };
  }),
];
