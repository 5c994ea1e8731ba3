import { currentMockUser } from "../auth/auth.mocks.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso, registerMockReset } from "../common/mock-store.ts";
import { subscribersStore } from "../newsletter/newsletter.mocks.ts";
import { campaignsEndpoints } from "./campaigns.endpoints.ts";
import {
  type Audience,
  type Campaign,
  type CampaignInput,
  campaignMessages,
  type NewsletterSender,
} from "./campaigns.schema.ts";

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
    audience: { total: 5, en: 2, sw: 3 },
    deliveries: { sent: 5, failed: 0, pending: 0, held: 0 },
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
    audience: { total: 4, en: 2, sw: 2 },
    deliveries: { sent: 3, failed: 1, pending: 0, held: 0 },
    sentAt: "2026-09-08T13:30:00.000Z",
    openRate: null,
    createdAt: "2026-09-08T13:28:00.000Z",
  },
];

export const campaignsStore = createMockStore(() => campaignsFixtures);

const savedSender: NewsletterSender = {
  firstName: "Samuel",
  lastName: "Mwangi",
  email: "pastor@amani-friends.example",
};
/** The saved sender (mock mode starts with the pastor's). */
let sender: NewsletterSender | null = savedSender;
registerMockReset(() => {
  sender = savedSender;
});

function audienceNow(): Audience {
  const active = subscribersStore.all().filter((s) => s.status === "active");
  const sw = active.filter((s) => s.language === "sw").length;
  return { total: active.length, en: active.length - sw, sw };
}

/** A plain rendering of the real layout (the API writes the full one). */
function previewOf(campaign: CampaignInput, language: "en" | "sw") {
  const version = language === "sw" && campaign.translations.sw ? campaign.translations.sw : campaign;
  const text = version.content
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return {
    subject: version.subject,
    html: `<!doctype html><html lang="${language}"><body><h1>Amani Friends Church</h1>${version.content}</body></html>`,
    text,
  };
}

/** A campaign as the API starts one (mock mode delivers it at once), or why it was refused. */
export function startMockCampaign(content: CampaignInput): { campaign: Campaign } | { refused: string } {
  if (!sender) return { refused: campaignMessages.senderMissing };
  const audience = audienceNow();
  if (audience.total === 0) return { refused: campaignMessages.noSubscribers };
  const now = nowIso();
  const campaign = campaignsStore.insert({
    id: newId(),
    subject: content.subject,
    content: content.content,
    translations: content.translations,
    senderName: `${sender.firstName} ${sender.lastName}`,
    senderEmail: sender.email,
    status: "sent",
    recipients: audience.total,
    audience,
    deliveries: { sent: audience.total, failed: 0, pending: 0, held: 0 },
    sentAt: now,
    openRate: null,
    createdAt: now,
  });
  return { campaign };
}

/** Whether a letter could be sent now: a sender is saved (the drafts' schedule checks it too). */
export const mockSenderSaved = (): boolean => sender !== null;

export const campaignsHandlers = [
  mockEndpoint(campaignsEndpoints.list, ({ query }) => {
    const campaigns = [...campaignsStore.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { campaigns: query.limit ? campaigns.slice(0, query.limit) : campaigns };
  }),
  mockEndpoint(campaignsEndpoints.send, ({ body }) => {
    const started = startMockCampaign(body);
    return "refused" in started
      ? mockError(409, "conflict", started.refused)
      : { campaign: started.campaign, message: campaignMessages.sentTo(started.campaign.recipients) };
  }),
  mockEndpoint(campaignsEndpoints.preview, ({ body }) => previewOf(body.campaign, body.language)),
  mockEndpoint(campaignsEndpoints.test, () => {
    const to = currentMockUser()?.email ?? "admin@amani-friends.example";
    return { success: true as const, message: campaignMessages.testSent(to), to };
  }),
  mockEndpoint(campaignsEndpoints.audience, () => audienceNow()),
  mockEndpoint(campaignsEndpoints.sender, () => ({ sender })),
  mockEndpoint(campaignsEndpoints.saveSender, ({ body }) => {
    sender = body;
    return { sender };
  }),
];
