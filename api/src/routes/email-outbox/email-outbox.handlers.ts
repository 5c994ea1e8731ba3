import { type endpoints, type OutboxEmail, outboxHiddenText } from "@church/contracts";
import { and, count, desc, eq, inArray, like } from "drizzle-orm";
import { emailOutbox, emailOutboxExtras } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { heldNote, mailConfigured } from "../../services/mail/mail-config.ts";

type Row = typeof emailOutbox.$inferSelect;

/**
 * Sign-in codes and password links are secrets of one person: even administrators do not read them
 * here (an administrator who could open a pastor's reset link could read the pastor's confidential notes).
 */
const secretKinds = (kind: string) =>
  kind.startsWith("two_factor") || kind === "password_reset" || kind === "account_invitation";

export function createEmailOutboxHandlers({ db, env }: AppDeps) {
  const toEmail = (row: Row, attachments: OutboxEmail["attachments"]): OutboxEmail => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: secretKinds(row.kind) ? outboxHiddenText : row.subject,
    text: secretKinds(row.kind) ? outboxHiddenText : row.textBody,
    status: row.status,
    held: row.status === "pending" && row.lastError === heldNote,
    attempts: row.attempts,
    lastError: row.lastError,
    attachments,
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  const list: Handler<typeof endpoints.emailOutbox.list> = async ({ query }) => {
    const where = and(
      query.status ? eq(emailOutbox.status, query.status) : undefined,
      query.kind ? like(emailOutbox.kind, `${query.kind.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(query.limit),
      db.select({ n: count() }).from(emailOutbox).where(where),
    ]);
    const extras =
      rows.length > 0
        ? await db
            .select()
            .from(emailOutboxExtras)
            .where(
              inArray(
                emailOutboxExtras.outboxId,
                rows.map((r) => r.id),
              ),
            )
        : [];
    const files = new Map(
      extras.map((e) => [
        e.outboxId,
        e.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      ]),
    );
    return {
      emails: rows.map((row) => toEmail(row, files.get(row.id) ?? [])),
      total: Number(totals[0]?.n ?? 0),
      smtpConfigured: mailConfigured(env),
    };
  };

  /**
   * A failed e-mail goes back to the queue as if new (its attempts start again at 0), for the worker to
   * send; only a failed one, so a sent e-mail is never sent twice by a second tap. The audit keeps who
   * asked, not the text.
   */
  const resend: Handler<typeof endpoints.emailOutbox.resend> = async ({ params, user }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(emailOutbox)
        .set({
          status: "pending",
          attempts: 0,
          lastError: null,
          sendAfter: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(emailOutbox.id, params.id), eq(emailOutbox.status, "failed")))
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, params.id));
        throw exists ? conflict("Only a failed e-mail can be sent again") : notFound("E-mail not found");
      }
      await recordAudit(tx, {
        actor: user,
        action: "email.resend",
        entityType: "email",
        entityId: row.id,
        before: { status: "failed" },
        after: { status: "pending", kind: row.kind, to: row.toAddress },
      });
      const [extra] = await tx.select().from(emailOutboxExtras).where(eq(emailOutboxExtras.outboxId, row.id));
      return {
        email: toEmail(
          row,
          (extra?.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
        ),
      };
    });

  return { list, resend };
}
