import { type CampaignInput, campaignMessages, type endpoints } from "@church/contracts";
import { desc } from "drizzle-orm";
import { campaigns } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { versionFor } from "../../services/campaigns/campaigns.job.ts";
import {
  getNewsletterSender,
  saveNewsletterSender,
  senderName,
} from "../../services/campaigns/campaigns.sender.ts";
import { audienceNow, startCampaign } from "../../services/campaigns/campaigns.start.ts";
import { campaignMail } from "../../services/mail/campaign-layout.ts";
import { unsubscribeUrl } from "../../services/mail/links.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";
import { deliveryCounts, toCampaign } from "./campaigns.model.ts";

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

  const send: Handler<typeof endpoints.campaigns.send> = async ({ body, user }) =>
    db.transaction(async (tx) => {
      const started = await startCampaign(tx, cleaned(body), user.id);
      if ("refused" in started) throw conflict(started.refused);
      return { campaign: toCampaign(started.row), message: campaignMessages.sentTo(started.row.recipients) };
    });

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
