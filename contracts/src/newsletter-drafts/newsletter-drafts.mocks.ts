import { currentMockUser } from "../auth/auth.mocks.ts";
import { mockSenderSaved, startMockCampaign } from "../campaigns/campaigns.mocks.ts";
import { campaignMessages } from "../campaigns/campaigns.schema.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { newsletterDraftsEndpoints } from "./newsletter-drafts.endpoints.ts";
import {
  campaignOfDraft,
  type NewsletterDraft,
  newsletterDraftMessages,
} from "./newsletter-drafts.schema.ts";

export const newsletterDraftsFixtures: readonly NewsletterDraft[] = [
  {
    id: "a9100000-0000-4000-8000-000000000001",
    subject: "Christmas services",
    content: "<p>Join us on Christmas Eve at 6:00 PM for carols and waiting worship.</p>",
    translations: {
      sw: { subject: "Ibada za Krismasi", content: "<p>Karibuni Mkesha wa Krismasi saa 12:00 jioni.</p>" },
    },
    state: "draft",
    version: 3,
    scheduledAt: null,
    updatedBy: { id: "a5000000-0000-4000-8000-000000000001", name: "Daniel Okello" },
    updatedAt: "2026-11-27T16:04:00.000Z",
    createdAt: "2026-11-27T15:40:00.000Z",
    campaignId: null,
  },
  {
    id: "a9100000-0000-4000-8000-000000000002",
    subject: "Food drive: thank you",
    content: "<p>Thank you for the 40 boxes of food given this month.</p>",
    translations: { sw: { subject: "", content: "" } },
    state: "scheduled",
    version: 5,
    scheduledAt: "2026-12-06T14:00:00.000Z",
    updatedBy: { id: "a5000000-0000-4000-8000-000000000001", name: "Daniel Okello" },
    updatedAt: "2026-11-26T18:30:00.000Z",
    createdAt: "2026-11-26T18:00:00.000Z",
    campaignId: null,
  },
];

export const newsletterDraftsStore = createMockStore(() => newsletterDraftsFixtures);

const editor = () => {
  const user = currentMockUser();
  return user ? { id: user.id, name: user.name } : null;
};

const notFound = () => mockError(404, "not_found", newsletterDraftMessages.notFound);
const sent = () => mockError(409, "conflict", newsletterDraftMessages.alreadySent);
const stale = (draft: NewsletterDraft) => {
  const message = newsletterDraftMessages.editedElsewhere(
    draft.updatedBy?.name ?? "someone",
    draft.updatedAt,
  );
  return mockError(409, "conflict", message, { version: message });
};
const isSent = (draft: NewsletterDraft) => draft.state === "sending" || draft.state === "sent";

/** A saved change: one version up, by the signed-in account, now. */
const touched = (draft: NewsletterDraft) => ({
  version: draft.version + 1,
  updatedBy: editor(),
  updatedAt: nowIso(),
});

export const newsletterDraftsHandlers = [
  mockEndpoint(newsletterDraftsEndpoints.list, () => ({
    drafts: newsletterDraftsStore
      .all()
      .filter((d) => d.state !== "sent")
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  })),
  mockEndpoint(newsletterDraftsEndpoints.create, ({ body }) => {
    const now = nowIso();
    const draft = newsletterDraftsStore.insert({
      id: newId(),
      ...body,
      state: "draft",
      version: 1,
      scheduledAt: null,
      updatedBy: editor(),
      updatedAt: now,
      createdAt: now,
      campaignId: null,
    });
    return { draft };
  }),
  mockEndpoint(newsletterDraftsEndpoints.get, ({ params }) => {
    const draft = newsletterDraftsStore.find(params.id);
    return draft ? { draft } : notFound();
  }),
  mockEndpoint(newsletterDraftsEndpoints.save, ({ params, body }) => {
    const draft = newsletterDraftsStore.find(params.id);
    if (!draft) return notFound();
    if (isSent(draft)) return sent();
    if (draft.version !== body.version) return stale(draft);
    const { version: _, ...content } = body;
    return { draft: newsletterDraftsStore.update(draft.id, { ...content, ...touched(draft) }) ?? draft };
  }),
  mockEndpoint(newsletterDraftsEndpoints.remove, ({ params }) => {
    const draft = newsletterDraftsStore.find(params.id);
    if (!draft) return notFound();
    if (isSent(draft)) return sent();
    newsletterDraftsStore.remove(draft.id);
    return { success: true as const };
  }),
  mockEndpoint(newsletterDraftsEndpoints.schedule, ({ params, body }) => {
    const draft = newsletterDraftsStore.find(params.id);
    if (!draft) return notFound();
    if (isSent(draft)) return sent();
    if (draft.version !== body.version) return stale(draft);
    const checked = campaignOfDraft(draft);
    if ("fields" in checked) return mockError(400, "validation_error", "Invalid letter", checked.fields);
    if (Date.parse(body.scheduledAt) <= Date.now()) {
      const message = newsletterDraftMessages.scheduleInPast;
      return mockError(400, "validation_error", message, { scheduledAt: message });
    }
    if (!mockSenderSaved()) return mockError(409, "conflict", campaignMessages.senderMissing);
    const update = { state: "scheduled" as const, scheduledAt: body.scheduledAt, ...touched(draft) };
    return { draft: newsletterDraftsStore.update(draft.id, update) ?? draft };
  }),
  mockEndpoint(newsletterDraftsEndpoints.unschedule, ({ params }) => {
    const draft = newsletterDraftsStore.find(params.id);
    if (!draft) return notFound();
    if (draft.state !== "scheduled") return mockError(409, "conflict", newsletterDraftMessages.notScheduled);
    const update = { state: "draft" as const, scheduledAt: null, ...touched(draft) };
    return { draft: newsletterDraftsStore.update(draft.id, update) ?? draft };
  }),
  mockEndpoint(newsletterDraftsEndpoints.send, ({ params, body }) => {
    const draft = newsletterDraftsStore.find(params.id);
    if (!draft) return notFound();
    if (isSent(draft)) return sent();
    if (draft.version !== body.version) return stale(draft);
    const checked = campaignOfDraft(draft);
    if ("fields" in checked) return mockError(400, "validation_error", "Invalid letter", checked.fields);
    const started = startMockCampaign(checked.campaign);
    if ("refused" in started) return mockError(409, "conflict", started.refused);
    const { campaign } = started;
    const update = { state: "sent" as const, campaignId: campaign.id, ...touched(draft) };
    return {
      draft: newsletterDraftsStore.update(draft.id, update) ?? draft,
      campaign,
      message: campaignMessages.sentTo(campaign.recipients),
    };
  }),
];
