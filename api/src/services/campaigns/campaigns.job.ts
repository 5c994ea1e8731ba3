import type { Language } from "@church/contracts";
import { and, asc, count, eq, gt } from "drizzle-orm";
import { campaignDeliveries, campaigns, newsletterDrafts, newsletterSubscribers } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { campaignMail } from "../mail/campaign-layout.ts";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../mail/links.ts";
import { enqueueMail } from "../mail/outbox.ts";

type CampaignRow = typeof campaigns.$inferSelect;

export const CAMPAIGN_JOB = "campaign.send";
/** Subscribers queued per transaction while a campaign fans out. */
const BATCH = 200;

/** The version a subscriber gets: Swahili when written and theirs, English otherwise. */
export function versionFor(
  campaign: Pick<CampaignRow, "subject" | "content" | "translations">,
  language: Language,
) {
  const sw = campaign.translations.sw;
  return language === "sw" && sw
    ? { language, ...sw }
    : { language: "en" as const, subject: campaign.subject, content: campaign.content };
}

/**
 * The job of a campaign: one outbox e-mail per active subscriber, in their language, each with its own
 * unsubscribe link, in batches. A delivery row per address makes a retried job skip whoever was
 * already queued; the delivery rows' statuses are the campaign's sent, failed and pending counts.
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
          .values(
            batch.map((s) => ({
              campaignId,
              subscriberId: s.id,
              email: s.email,
              language: versionFor(campaign, s.language).language,
            })),
          )
          .onConflictDoNothing()
          .returning();
        await enqueueMail(
          tx,
          deps.env,
          deliveries.map((delivery) => {
            const version = versionFor(campaign, delivery.language);
            const mail = campaignMail(version.language, {
              subject: version.subject,
              content: version.content,
              senderName: campaign.senderName,
              unsubscribeUrl: unsubscribeUrl(deps.env, delivery.email),
            });
            return {
              kind: "newsletter_campaign",
              to: delivery.email,
              replyTo: campaign.senderEmail,
              fromName: campaign.senderName,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
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
    // "sent" here means handed to the queue; each delivery's own status tells what the mail server did.
    await deps.db
      .update(campaigns)
      .set({ status: "sent", recipients: Number(queued?.n ?? 0), sentAt: new Date() })
      .where(eq(campaigns.id, campaignId));
    // The letter it was written as (if any) is sent too.
    await deps.db
      .update(newsletterDrafts)
      .set({ state: "sent" })
      .where(and(eq(newsletterDrafts.campaignId, campaignId), eq(newsletterDrafts.state, "sending")));
  };
}
