import type { Db } from "../../db/client.ts";
import { emailOutbox, emailOutboxExtras, type StoredAttachment } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { heldNote, mailConfigured } from "./mail-config.ts";

/** One e-mail to queue. */
export interface OutgoingMail {
  /** What it is for, e.g. "rsvp_confirmation"; staff filter the outbox by it. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  attachments?: StoredAttachment[];
  campaignDeliveryId?: string | null;
  /** Display name of the From address (a campaign's sender). */
  fromName?: string | null;
}

/**
 * Queues e-mails in the outbox. Call it with the transaction that stored what the e-mail is about, so
 * both are written or neither; the mail worker sends them (with retries), never the request itself.
 * Without SMTP settings the rows are kept, marked with why, so staff can read them and nothing is lost.
 */
export async function enqueueMail(
  db: Db,
  env: Env,
  mails: OutgoingMail | readonly OutgoingMail[],
): Promise<string[]> {
  const list = Array.isArray(mails) ? (mails as readonly OutgoingMail[]) : [mails as OutgoingMail];
  if (list.length === 0) return [];
  const held = mailConfigured(env) ? null : heldNote;
  const rows = await db
    .insert(emailOutbox)
    .values(
      list.map((m) => ({
        kind: m.kind,
        toAddress: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        lastError: held,
      })),
    )
    .returning({ id: emailOutbox.id });
  const extras = list.flatMap((m, i) => {
    const id = rows[i]?.id;
    const needed =
      m.headers || (m.attachments && m.attachments.length > 0) || m.campaignDeliveryId || m.fromName;
    return id && needed
      ? [
          {
            outboxId: id,
            headers: m.headers ?? {},
            attachments: m.attachments ?? [],
            campaignDeliveryId: m.campaignDeliveryId ?? null,
            fromName: m.fromName ?? null,
          },
        ]
      : [];
  });
  if (extras.length > 0) await db.insert(emailOutboxExtras).values(extras);
  mailQueued();
  return rows.map((r) => r.id);
}

const listeners = new Set<() => void>();

/** Lets a worker in this process start at once instead of waiting for its next poll. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function mailQueued() {
  // A moment later, so the transaction that queued the mail has usually committed.
  for (const listener of listeners) setTimeout(listener, 25);
}
