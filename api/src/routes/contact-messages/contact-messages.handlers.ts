import { type ContactMessage, type endpoints, contactMessages as texts } from "@church/contracts";
import { count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { contactMessages } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { contactOfficeMail } from "../../services/mail/templates.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { enforceFormLimit, type FormLimit } from "../../services/rate-limit/rate-limit.ts";

type Row = typeof contactMessages.$inferSelect;

export const toContactMessage = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  preferredContact: row.preferredContact,
  language: row.language,
  read: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const contactRateLimited =
  "Too many messages from this connection. Please wait a few minutes and try again.";

/**
 * 5 messages per 10 minutes per address and e-mail; 30 an hour per address (each message e-mails the
 * office: a few people writing from the church's Wi-Fi fit, a flood of the office's inbox does not).
 */
const contactFormLimit: FormLimit = {
  name: "contact-form",
  perPerson: { limit: 5, windowSeconds: 600 },
  perAddress: { limit: 30, windowSeconds: 3600 },
  message: contactRateLimited,
};

export function createContactMessagesHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const submit: Handler<typeof endpoints.contactMessages.submit> = async ({ c, body }) => {
    await enforceFormLimit(c, db, contactFormLimit, body.email);
    await db.transaction(async (tx) => {
      const [saved] = await tx.insert(contactMessages).values(body).returning({ id: contactMessages.id });
      // The subject and message stay on the message: the timeline only says that one came.
      if (saved) await linkPerson(tx, body, { kind: "contact_message", refId: saved.id, summary: "" });
      const mail = contactOfficeMail(body);
      await enqueueMail(tx, env, {
        kind: "contact_message",
        to: env.CHURCH_OFFICE_EMAIL,
        // The office answers the visitor by replying.
        replyTo: body.email,
        subject: mail.subject,
        text: mail.text,
      });
    });
    return { success: true as const, message: texts.sent };
  };

  const list: Handler<typeof endpoints.contactMessages.list> = async ({ query }) => {
    const [rows, unread] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(query.unread ? isNull(contactMessages.readAt) : undefined)
        .orderBy(desc(contactMessages.createdAt)),
      db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    ]);
    return { messages: rows.map(toContactMessage), unreadCount: Number(unread[0]?.n ?? 0) };
  };

  const markRead: Handler<typeof endpoints.contactMessages.markRead> = async ({ params, body }) => {
    const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, params.id));
    if (!current) throw notFound(texts.notFound);
    // Marking read again keeps the first time it was read.
    const readAt = body.read ? (current.readAt ?? new Date()) : null;
    const [row] = await db
      .update(contactMessages)
      .set({ readAt })
      .where(eq(contactMessages.id, params.id))
      .returning();
    if (!row) throw notFound(texts.notFound);
    return { message: toContactMessage(row) };
  };

  const remove: Handler<typeof endpoints.contactMessages.remove> = async ({ params }) => {
    const deleted = await db
      .delete(contactMessages)
      .where(eq(contactMessages.id, params.id))
      .returning({ id: contactMessages.id });
    if (deleted.length === 0) throw notFound(texts.notFound);
    return { success: true as const };
  };

  const bulk: Handler<typeof endpoints.contactMessages.bulk> = async ({ body }) =>
    db.transaction(async (tx) => {
      const ids = [...new Set(body.ids)];
      const found = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids));
      if (found.length !== ids.length) throw notFound(texts.notFound);
      if (body.action === "delete") await tx.delete(contactMessages).where(inArray(contactMessages.id, ids));
      else if (body.action === "unread") {
        await tx.update(contactMessages).set({ readAt: null }).where(inArray(contactMessages.id, ids));
      } else {
        // Marking read again keeps the first time it was read.
        await tx
          .update(contactMessages)
          .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
          .where(inArray(contactMessages.id, ids));
      }
      return { success: true as const, changed: ids.length };
    });

  return { submit, list, markRead, remove, bulk };
}
