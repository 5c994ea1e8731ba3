import type { Audience, Campaign, CampaignDeliveryCounts } from "@church/contracts";
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { campaignDeliveries, type campaigns, emailOutbox, emailOutboxExtras } from "../../db/schema.ts";
import { heldNote } from "../../services/mail/mail-config.ts";

type CampaignRow = typeof campaigns.$inferSelect;

const none: CampaignDeliveryCounts = { sent: 0, failed: 0, pending: 0, held: 0 };

/**
 * Per campaign: its e-mails by status, and by language. A pending e-mail kept in the outbox because no
 * mail server is configured counts as held, not pending: it waits for a setting, not for the queue.
 */
export async function deliveryCounts(db: Db, ids: string[]) {
  const byCampaign = new Map<string, { deliveries: CampaignDeliveryCounts; audience: Audience }>();
  if (ids.length === 0) return byCampaign;
  const held =
    sql<boolean>`coalesce(${campaignDeliveries.status} = 'pending' and ${emailOutbox.status} = 'pending' and ${emailOutbox.lastError} = ${heldNote}, false)`.as(
      "is_held",
    );
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      status: campaignDeliveries.status,
      language: campaignDeliveries.language,
      held,
      n: count(),
    })
    .from(campaignDeliveries)
    .leftJoin(emailOutboxExtras, eq(emailOutboxExtras.campaignDeliveryId, campaignDeliveries.id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailOutboxExtras.outboxId))
    .where(inArray(campaignDeliveries.campaignId, ids))
    .groupBy(
      campaignDeliveries.campaignId,
      campaignDeliveries.status,
      campaignDeliveries.language,
      sql`is_held`,
    );
  for (const row of rows) {
    const entry = byCampaign.get(row.campaignId) ?? {
      deliveries: { ...none },
      audience: { total: 0, en: 0, sw: 0 },
    };
    const n = Number(row.n);
    entry.deliveries[row.held ? "held" : row.status] += n;
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
