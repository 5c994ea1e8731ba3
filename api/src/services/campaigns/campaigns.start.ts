import { type Audience, type CampaignInput, campaignMessages } from "@church/contracts";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { campaigns, newsletterSubscribers } from "../../db/schema.ts";
import { enqueueJob } from "../jobs/jobs.ts";
import { CAMPAIGN_JOB } from "./campaigns.job.ts";
import { getNewsletterSender, senderName } from "./campaigns.sender.ts";

type CampaignRow = typeof campaigns.$inferSelect;

/** Active subscribers by language: who a campaign sent now reaches. */
export async function audienceNow(db: Db): Promise<Audience> {
  const rows = await db
    .select({ language: newsletterSubscribers.language, n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "active"))
    .groupBy(newsletterSubscribers.language);
  const of = (language: "en" | "sw") => Number(rows.find((r) => r.language === language)?.n ?? 0);
  return { total: of("en") + of("sw"), en: of("en"), sw: of("sw") };
}

/**
 * Starts a campaign (already sanitised) from the saved sender: its row and its fan-out job, written
 * with the caller's transaction. Answers why not, as a value, when no sender is saved or nobody is
 * subscribed: the composer shows it, the scheduler returns the letter to drafts.
 */
export async function startCampaign(
  tx: Db,
  campaign: CampaignInput,
  createdBy: string | null,
): Promise<{ row: CampaignRow } | { refused: string }> {
  const sender = await getNewsletterSender(tx);
  if (!sender) return { refused: campaignMessages.senderMissing };
  const audience = await audienceNow(tx);
  if (audience.total === 0) return { refused: campaignMessages.noSubscribers };
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
      createdBy,
    })
    .returning();
  if (!row) return { refused: campaignMessages.sendError };
  // The fan-out runs in the job worker: the answer does not wait for hundreds of e-mails.
  await enqueueJob(tx, CAMPAIGN_JOB, { campaignId: row.id }, { maxAttempts: 10 });
  return { row };
}
