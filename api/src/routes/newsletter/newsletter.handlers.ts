import { type endpoints, newsletterMessages, type Subscriber } from "@church/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { linkPage as newsletterPage } from "../../services/mail/link-page.ts";
import {
  confirmUrl,
  listUnsubscribeHeaders,
  newConfirmToken,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from "../../services/mail/links.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { newsletterConfirmMail } from "../../services/mail/templates.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { enforceFormLimit, type FormLimit } from "../../services/rate-limit/rate-limit.ts";
import { isUniqueViolation } from "../shared/unique.ts";

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  language: row.language,
  status: row.status,
  subscribedAt: row.subscribedAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`;

const texts = {
  confirmedTitle: { en: "Subscription confirmed", sw: "Usajili umethibitishwa" },
  confirmed: { en: newsletterMessages.confirmed, sw: "Usajili wako umethibitishwa. Karibu!" },
  invalidTitle: { en: "Link not valid", sw: "Kiungo si sahihi" },
  confirmInvalid: {
    en: newsletterMessages.confirmInvalid,
    sw: "Kiungo hiki cha uthibitisho si sahihi au kimeshatumika.",
  },
  unsubscribeInvalid: {
    en: newsletterMessages.invalidToken,
    sw: "Kiungo hiki cha kujiondoa si sahihi au muda wake umeisha.",
  },
  unsubscribeTitle: { en: newsletterMessages.unsubscribeQuestion, sw: "Ujiondoe kwenye jarida?" },
  unsubscribeText: {
    en: "Press the button to stop receiving our newsletter.",
    sw: "Bonyeza kitufe ili kuacha kupokea jarida letu.",
  },
  unsubscribeButton: { en: newsletterMessages.unsubscribeButton, sw: "Jiondoe" },
  unsubscribedTitle: { en: "Unsubscribed", sw: "Umejiondoa" },
  unsubscribed: {
    en: newsletterMessages.unsubscribed,
    sw: "Umejiondoa. Hutapokea majarida zaidi.",
  },
} as const;

/** Marks the address unsubscribed (again is fine). */
async function unsubscribeEmail(db: Db, email: string) {
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
    .where(and(sameEmail(email), sql`${newsletterSubscribers.status} <> 'unsubscribed'`));
}

/**
 * 10 sign-ups per 10 minutes per address and e-mail; 120 an hour per address: a congregation signing
 * up after a service on the church's Wi-Fi fits, one address mailing confirmations to a list does not.
 */
const newsletterFormLimit: FormLimit = {
  name: "newsletter",
  perPerson: { limit: 10, windowSeconds: 600 },
  perAddress: { limit: 120, windowSeconds: 3600 },
  message: newsletterMessages.rateLimited,
};

export function createNewsletterHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const subscribe: Handler<typeof endpoints.newsletter.subscribe> = async ({ c, body }) => {
    await enforceFormLimit(c, db, newsletterFormLimit, body.email);
    const answer = { success: true as const, message: newsletterMessages.subscribed };
    try {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(newsletterSubscribers).where(sameEmail(body.email));
        const names = {
          firstName: body.firstName || existing?.firstName || "",
          lastName: body.lastName || existing?.lastName || "",
          language: body.language,
        };
        if (existing?.status === "active") {
          // Already subscribed: not an error, and no e-mail (nobody learns whether an address is listed).
          await tx.update(newsletterSubscribers).set(names).where(eq(newsletterSubscribers.id, existing.id));
          return;
        }
        const { token, hash } = newConfirmToken();
        if (existing) {
          await tx
            .update(newsletterSubscribers)
            .set({ ...names, status: "pending", confirmTokenHash: hash, unsubscribedAt: null })
            .where(eq(newsletterSubscribers.id, existing.id));
        } else {
          await tx
            .insert(newsletterSubscribers)
            .values({ ...names, email: body.email, status: "pending", confirmTokenHash: hash });
        }
        const mail = newsletterConfirmMail(body.language, {
          firstName: names.firstName,
          confirmUrl: confirmUrl(env, token),
          unsubscribeUrl: unsubscribeUrl(env, body.email),
        });
        await enqueueMail(tx, env, {
          kind: "newsletter_confirm",
          to: body.email,
          subject: mail.subject,
          text: mail.text,
          headers: listUnsubscribeHeaders(env, body.email),
        });
      });
    } catch (error) {
      // The same address sent twice at the same moment: the other request stored it.
      if (!isUniqueViolation(error)) throw error;
    }
    return answer;
  };

  const confirm: Handler<typeof endpoints.newsletter.confirm> = async ({ query }) => {
    const row = await db.transaction(async (tx) => {
      const [confirmed] = await tx
        .update(newsletterSubscribers)
        .set({ status: "active", confirmedAt: new Date(), confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hashToken(query.token)),
            eq(newsletterSubscribers.status, "pending"),
          ),
        )
        .returning();
      if (confirmed) {
        const name = `${confirmed.firstName} ${confirmed.lastName}`;
        await linkPerson(
          tx,
          { ...confirmed, name },
          { kind: "newsletter", refId: confirmed.id, summary: "" },
        );
      }
      return confirmed;
    });
    return row
      ? newsletterPage(texts.confirmedTitle, texts.confirmed, 200)
      : newsletterPage(texts.invalidTitle, texts.confirmInvalid, 400);
  };

  const unsubscribePage: Handler<typeof endpoints.newsletter.unsubscribePage> = ({ query }) => {
    const email = verifyUnsubscribeToken(env, query.token);
    if (!email) return newsletterPage(texts.invalidTitle, texts.unsubscribeInvalid, 400);
    return newsletterPage(texts.unsubscribeTitle, texts.unsubscribeText, 200, {
      action:
        new URL(oneClickUnsubscribeUrl(env, email)).pathname +
        new URL(oneClickUnsubscribeUrl(env, email)).search,
      button: texts.unsubscribeButton,
    });
  };

  const oneClickUnsubscribe: Handler<typeof endpoints.newsletter.oneClickUnsubscribe> = async ({ query }) => {
    const email = verifyUnsubscribeToken(env, query.token);
    if (!email) return newsletterPage(texts.invalidTitle, texts.unsubscribeInvalid, 400);
    await unsubscribeEmail(db, email);
    return newsletterPage(texts.unsubscribedTitle, texts.unsubscribed, 200);
  };

  const unsubscribe: Handler<typeof endpoints.newsletter.unsubscribe> = async ({ body }) => {
    const email = verifyUnsubscribeToken(env, body.token);
    if (!email) throw badRequest(newsletterMessages.invalidToken, { token: newsletterMessages.invalidToken });
    await unsubscribeEmail(db, email);
    return { success: true as const, message: newsletterMessages.unsubscribed };
  };

  const listSubscribers: Handler<typeof endpoints.newsletter.listSubscribers> = async ({ query }) => {
    const where = query.status ? eq(newsletterSubscribers.status, query.status) : undefined;
    const base = db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .offset(query.offset ?? 0);
    const [rows, totals, byStatus] = await Promise.all([
      query.limit ? base.limit(query.limit) : base,
      db.select({ n: count() }).from(newsletterSubscribers).where(where),
      db
        .select({ status: newsletterSubscribers.status, n: count() })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status),
    ]);
    const counted = (status: SubscriberRow["status"]) =>
      Number(byStatus.find((r) => r.status === status)?.n ?? 0);
    return {
      subscribers: rows.map(toSubscriber),
      total: Number(totals[0]?.n ?? 0),
      activeCount: counted("active"),
      pendingCount: counted("pending"),
    };
  };

  return { subscribe, confirm, unsubscribePage, oneClickUnsubscribe, unsubscribe, listSubscribers };
}
