import { type NewsletterSender, newsletterSenderSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

const KEY = "newsletter.sender";

/** The saved sender of campaigns, or null before anyone saved one. */
export async function getNewsletterSender(db: Db): Promise<NewsletterSender | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const parsed = newsletterSenderSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function saveNewsletterSender(db: Db, sender: NewsletterSender): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: sender })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sender } });
}

export const senderName = (sender: NewsletterSender) => `${sender.firstName} ${sender.lastName}`.trim();
