import type { endpoints } from "@church/contracts";
import { and, eq, inArray, ne } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import {
  confirmUrl,
  listUnsubscribeHeaders,
  newConfirmToken,
  unsubscribeUrl,
} from "../../services/mail/links.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { newsletterConfirmMail } from "../../services/mail/templates.ts";

const subscriberNotFound = "Subscriber not found";

/**
 * Staff actions on many subscribers in one transaction. A resend gives each pending subscriber a new
 * confirmation link (the old one stops working) in their language; active and unsubscribed ones are
 * left alone, so nobody is asked twice to confirm what they confirmed or left.
 */
export function createSubscribersBulkHandler({
  db,
  env,
}: AppDeps): Handler<typeof endpoints.newsletter.bulkSubscribers> {
  return async ({ body }) =>
    db.transaction(async (tx) => {
      const ids = [...new Set(body.ids)];
      const rows = await tx
        .select()
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, ids))
        .for("update");
      if (rows.length !== ids.length) throw notFound(subscriberNotFound);
      if (body.action === "delete") {
        await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids));
        return { success: true as const, changed: rows.length };
      }
      if (body.action === "unsubscribe") {
        const changed = await tx
          .update(newsletterSubscribers)
          .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
          .where(
            and(inArray(newsletterSubscribers.id, ids), ne(newsletterSubscribers.status, "unsubscribed")),
          )
          .returning({ id: newsletterSubscribers.id });
        return { success: true as const, changed: changed.length };
      }
      const pending = rows.filter((r) => r.status === "pending");
      for (const subscriber of pending) {
        const { token, hash } = newConfirmToken();
        await tx
          .update(newsletterSubscribers)
          .set({ confirmTokenHash: hash })
          .where(eq(newsletterSubscribers.id, subscriber.id));
        const mail = newsletterConfirmMail(subscriber.language, {
          firstName: subscriber.firstName,
          confirmUrl: confirmUrl(env, token),
          unsubscribeUrl: unsubscribeUrl(env, subscriber.email),
        });
        await enqueueMail(tx, env, {
          kind: "newsletter_confirm",
          to: subscriber.email,
          subject: mail.subject,
          text: mail.text,
          headers: listUnsubscribeHeaders(env, subscriber.email),
        });
      }
      return { success: true as const, changed: pending.length };
    });
}
