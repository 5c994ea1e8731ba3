import {
  type Audience,
  type Campaign,
  type CampaignDeliveryCounts,
  type CampaignInput,
  campaignMessages,
  type endpoints,
} from "@church/contracts";
import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { campaignDeliveries, campaigns, newsletterSubscribers } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { CAMPAIGN_JOB, versionFor } from "../../services/campaigns/campaigns.job.ts";
import {
  getNewsletterSender,
  saveNewsletterSender,
  senderName,
} from "../../services/campaigns/campaigns.sender.ts";
import { enqueueJob } from "../../services/jobs/jobs.ts";
import { campaignMail } from "../../services/mail/campaign-layout.ts";
import { unsubscribeUrl } from "../../services/mail/links.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";

type CampaignRow = typeof campaigns.$inferSelect;

const none: CampaignDeliveryCounts = { sent: 0, failed: 0, pending: 0 };

/** Per campaign: its e-mails by status, and by language. */
async function deliveryCounts(db: Db, ids: string[]) {
  const byCampaign = new Map<string, { deliveries: CampaignDeliveryCounts; audience: Audience }>();
  if (ids.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      status: campaignDeliveries.status,
      language: campaignDeliveries.language,
      n: count(),
    })
    .from(campaignDeliveries)
    .where(inArray(campaignDeliveries.campaignId, ids))
    .groupBy(campaignDeliveries.campaignId, campaignDeliveries.status, campaignDeliveries.language);
  for (const row of rows) {
    const entry = byCampaign.get(row.campaignId) ?? {
      deliveries: { ...none },
      audience: { total: 0, en: 0, sw: 0 },
    };
    const n = Number(row.n);
    entry.deliveries[row.status] += n;
    entry.audience[row.language] += n;
    entry.audience.total += n;
    byCampaign.set(row.campaignId, entry);
  }
  return byCampaign;
}

export const toCampaign = (
  row: CampaignRow,
  counts?: { deliveries: CampaignDeliveryCounts; audience: Audience },
): Campaign => ({
  id: row.id,
  subject: row.subject,
  content: row.content,
  translations: row.translations,
  senderName: row.senderName,
  senderEmail: row.senderEmail,
  status: row.status,
  recipients: row.recipients,
  // Until the queue has fanned it out, every recipient is still pending.
  audience: counts?.audience ?? { total: row.recipients, en: 0, sw: 0 },
  deliveries: counts?.deliveries ?? { ...none, pending: row.recipients },
  sentAt: row.sentAt?.toISOString() ?? null,
  openRate: null,
  createdAt: row.createdAt.toISOString(),
});

/** Active subscribers by language: who a campaign sent now reaches. */
async function audienceNow(db: Db): Promise<Audience> {
  const rows = await db
    .select({ language: newsletterSubscribers.language, n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "active"))
    .groupBy(newsletterSubscribers.language);
  const of = (language: "en" | "sw") => Number(rows.find((r) => r.language === language)?.n ?? 0);
  return { total: of("en") + of("sw"), en: of("en"), sw: of("sw") };
}

/** The campaign as stored: its HTML sanitised the way the site's articles are. */
const cleaned = (body: CampaignInput): CampaignInput => ({
  subject: body.subject,
  content: sanitizeRichText(body.content),
  translations: body.translations.sw
    ? {
        sw: {
          subject: body.translations.sw.subject,
          content: sanitizeRichText(body.translations.sw.content),
        },
      }
    : {},
});

export function createCampaignsHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const requireSender = async () => {
    const sender = await getNewsletterSender(db);
    if (!sender) throw conflict(campaignMessages.senderMissing);
    return sender;
  };

  const list: Handler<typeof endpoints.campaigns.list> = async ({ query }) => {
    const base = db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
    const rows = query.limit ? await base.limit(query.limit) : await base;
    const counts = await deliveryCounts(
      db,
      rows.map((r) => r.id),
    );
    return { campaigns: rows.map((row) => toCampaign(row, counts.get(row.id))) };
  };

  const send: Handler<typeof endpoints.campaigns.send> = async ({ body, user }) => {
    const sender = await requireSender();
    const campaign = cleaned(body);
    return db.transaction(async (tx) => {
      const audience = await audienceNow(tx);
      if (audience.total === 0) throw conflict(campaignMessages.noSubscribers);
      const [row] = await tx
        .insert(campaigns)
        .values({
          subject: campaign.subject,
          content: campaign.content,
          translations: campaign.translations,
          senderName: senderName(sender),
          senderEmail: sender.email,
          status: "sending",
          recipients: audience.total,
          createdBy: user.id,
        })
        .returning();
      if (!row) throw conflict(campaignMessages.sendError);
      // The fan-out runs in the job worker: the answer does not wait for hundreds of e-mails.
      await enqueueJob(tx, CAMPAIGN_JOB, { campaignId: row.id }, { maxAttempts: 10 });
      return { campaign: toCampaign(row), message: campaignMessages.sentTo(audience.total) };
    });
  };

  const preview: Handler<typeof endpoints.campaigns.preview> = async ({ body, user }) => {
    const sender = await getNewsletterSender(db);
    const version = versionFor(cleaned(body.campaign), body.language);
    return campaignMail(version.language, {
      subject: version.subject,
      content: version.content,
      senderName: sender ? senderName(sender) : user.name,
      // The reader's own link goes here; the preview shows the staff member's.
      unsubscribeUrl: unsubscribeUrl(env, user.email),
    });
  };

  const test: Handler<typeof endpoints.campaigns.test> = async ({ body, user }) => {
    const sender = await requireSender();
    const campaign = cleaned(body);
    const languages = campaign.translations.sw ? (["en", "sw"] as const) : (["en"] as const);
    await enqueueMail(
      db,
      env,
      languages.map((language) => {
        const version = versionFor(campaign, language);
        const mail = campaignMail(version.language, {
          subject: version.subject,
          content: version.content,
          senderName: senderName(sender),
          unsubscribeUrl: unsubscribeUrl(env, user.email),
        });
        return {
          kind: "newsletter_test",
          to: user.email,
          replyTo: sender.email,
          fromName: senderName(sender),
          subject: `[Test] ${mail.subject}`,
          text: mail.text,
          html: mail.html,
        };
      }),
    );
    return { success: true as const, message: campaignMessages.testSent(user.email), to: user.email };
  };

  const audience: Handler<typeof endpoints.campaigns.audience> = async () => audienceNow(db);

  const sender: Handler<typeof endpoints.campaigns.sender> = async () => ({
    sender: await getNewsletterSender(db),
  });

  const saveSender: Handler<typeof endpoints.campaigns.saveSender> = async ({ body }) => {
    await saveNewsletterSender(db, body);
    return { sender: body };
  };

  return { list, send, preview, test, audience, sender, saveSender };
}
