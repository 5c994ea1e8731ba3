import { type Campaign, campaignMessages, type endpoints } from "@church/contracts";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import { campaignDeliveries, campaigns, newsletterSubscribers } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { enqueueJob } from "../../services/jobs/jobs.ts";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../../services/mail/links.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { campaignMail } from "../../services/mail/templates.ts";

type CampaignRow = typeof campaigns.$inferSelect;

export const CAMPAIGN_JOB = "campaign.send";
/** Subscribers queued per transaction while a campaign fans out. */
const BATCH = 200;

export const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  subject: row.subject,
  content: row.content,
  senderName: row.senderName,
  senderEmail: row.senderEmail,
  status: row.status,
  recipients: row.recipients,
  sentAt: row.sentAt?.toISOString() ?? null,
  openRate: null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The job of a campaign: one outbox e-mail per active subscriber, each with its own unsubscribe link,
 * in batches. A delivery row per address makes a retried job skip whoever was already queued.
 */
export function campaignJob(deps: AppDeps) {
  return async (payload: Record<string, unknown>) => {
    const campaignId = String(payload.campaignId);
    const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) return;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(newsletterSubscribers)
          .where(and(eq(newsletterSubscribers.status, "active"), gt(newsletterSubscribers.id, after)))
          .orderBy(asc(newsletterSubscribers.id))
          .limit(BATCH);
        if (batch.length === 0) return true;
        after = batch[batch.length - 1]?.id ?? after;
        const deliveries = await tx
          .insert(campaignDeliveries)
          .values(batch.map((s) => ({ campaignId, subscriberId: s.id, email: s.email })))
          .onConflictDoNothing()
          .returning();
        const bySubscriber = new Map(batch.map((s) => [s.id, s]));
        await enqueueMail(
          tx,
          deps.env,
          deliveries.map((delivery) => {
            const subscriber = delivery.subscriberId ? bySubscriber.get(delivery.subscriberId) : undefined;
            const mail = campaignMail(subscriber?.language ?? "en", {
              subject: campaign.subject,
              content: campaign.content,
              unsubscribeUrl: unsubscribeUrl(deps.env, delivery.email),
            });
            return {
              kind: "newsletter_campaign",
              to: delivery.email,
              replyTo: campaign.senderEmail,
              subject: mail.subject,
              text: mail.text,
              headers: listUnsubscribeHeaders(deps.env, delivery.email),
              campaignDeliveryId: delivery.id,
            };
          }),
        );
        return false;
      });
      if (done) break;
    }
    const [queued] = await deps.db
      .select({ n: count() })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaignId));
    await deps.db
      .update(campaigns)
      .set({ status: "sent", recipients: Number(queued?.n ?? 0), sentAt: new Date() })
      .where(eq(campaigns.id, campaignId));
  };
}

export function createCampaignsHandlers(deps: AppDeps) {
  const { db } = deps;

  const list: Handler<typeof endpoints.campaigns.list> = async ({ query }) => {
    const base = db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
    const rows = query.limit ? await base.limit(query.limit) : await base;
    return { campaigns: rows.map(toCampaign) };
  };

  const send: Handler<typeof endpoints.campaigns.send> = async ({ body, user }) =>
    db.transaction(async (tx) => {
      const [active] = await tx
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "active"));
      const recipients = Number(active?.n ?? 0);
      if (recipients === 0) throw conflict(campaignMessages.noSubscribers);
      const [row] = await tx
        .insert(campaigns)
        .values({
          subject: body.subject,
          content: body.content,
          senderName: `${body.firstName} ${body.lastName}`,
          senderEmail: body.email,
          status: "sending",
          recipients,
          createdBy: user.id,
        })
        .returning();
      if (!row) throw conflict(campaignMessages.sendError);
      // The fan-out runs in the job worker: the answer does not wait for hundreds of e-mails.
      await enqueueJob(tx, CAMPAIGN_JOB, { campaignId: row.id }, { maxAttempts: 10 });
      return { campaign: toCampaign(row), message: campaignMessages.sentTo(recipients) };
    });

  return { list, send };
}
