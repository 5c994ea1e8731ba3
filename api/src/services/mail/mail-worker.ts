import { eq, inArray, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { campaignDeliveries, emailOutbox, emailOutboxExtras } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { backoffSeconds, eachLimited, rowsOf, sleeper } from "../jobs/rows.ts";
import { type SmtpSettings, smtpSettings } from "./mail-config.ts";
import { onMailQueued } from "./outbox.ts";

/** After this many failed tries an e-mail is marked failed (about four hours of retries). */
export const MAX_MAIL_ATTEMPTS = 8;
/** A row left "sending" this long belongs to an instance that stopped; it is tried again. */
const STALE_MINUTES = 10;

export interface MailSender {
  transport: Pick<Transporter, "sendMail">;
  from: string;
  /** Messages sent at the same time. */
  concurrency: number;
}

export function createTransport(settings: SmtpSettings): Transporter {
  // A small pool keeps connections open, so a campaign does not reconnect for every message.
  const pool = { pool: true as const, maxConnections: 5, maxMessages: 200 };
  return typeof settings === "string"
    ? nodemailer.createTransport({ url: settings, ...pool })
    : nodemailer.createTransport({ ...settings, ...pool });
}

/**
 * Claims up to `limit` e-mails that are due and marks them sending, in one statement with
 * `for update skip locked`, so several API instances never take the same e-mail.
 */
async function claim(db: Db, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with next as (
      select id from ${emailOutbox}
      where (status = 'pending' and send_after <= now())
         or (status = 'sending' and updated_at < now() - make_interval(mins => ${STALE_MINUTES}))
      order by send_after, created_at
      limit ${limit}
      for update skip locked
    )
    update ${emailOutbox} o set status = 'sending', attempts = o.attempts + 1, updated_at = now()
    from next where o.id = next.id
    returning o.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** The address of a From setting: `"Name" <addr>` or a bare address. */
export const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/** Permanent SMTP refusals (5xx) are not retried. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

async function sendOne(
  db: Db,
  sender: MailSender,
  row: typeof emailOutbox.$inferSelect,
  extras?: typeof emailOutboxExtras.$inferSelect,
) {
  try {
    await sender.transport.sendMail({
      from: extras?.fromName ? { name: extras.fromName, address: addressOf(sender.from) } : sender.from,
      to: row.toAddress,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
      headers: extras?.headers ?? {},
      attachments: (extras?.attachments ?? []).map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
        ...(a.encoding ? { encoding: a.encoding } : {}),
      })),
    });
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, row.id));
    if (extras?.campaignDeliveryId) {
      await db
        .update(campaignDeliveries)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts })
        .where(eq(campaignDeliveries.id, extras.campaignDeliveryId));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = row.attempts >= MAX_MAIL_ATTEMPTS || permanent(error);
    await db
      .update(emailOutbox)
      .set({
        status: failed ? "failed" : "pending",
        lastError: message.slice(0, 1000),
        sendAfter: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
      })
      .where(eq(emailOutbox.id, row.id));
    if (extras?.campaignDeliveryId) {
      await db
        .update(campaignDeliveries)
        .set({
          status: failed ? "failed" : "pending",
          attempts: row.attempts,
          lastError: message.slice(0, 1000),
        })
        .where(eq(campaignDeliveries.id, extras.campaignDeliveryId));
    }
  }
}

/** Sends one batch of due e-mails; answers how many were claimed. */
export async function sendDueMail(db: Db, sender: MailSender, batchSize = 50): Promise<number> {
  const ids = await claim(db, batchSize);
  if (ids.length === 0) return 0;
  const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
  const extras = await db.select().from(emailOutboxExtras).where(inArray(emailOutboxExtras.outboxId, ids));
  const extrasById = new Map(extras.map((e) => [e.outboxId, e]));
  await eachLimited(rows, sender.concurrency, (row) => sendOne(db, sender, row, extrasById.get(row.id)));
  return ids.length;
}

/** Sends until nothing is due (tests, and the worker between polls). */
export async function drainMail(db: Db, sender: MailSender): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await sendDueMail(db, sender);
    if (sent === 0) return total;
    total += sent;
  }
}

export interface Worker {
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `pollMs` (and at once when this instance queues mail) and sends what is due.
 * Only started when SMTP settings exist; without them the mail waits in the outbox.
 */
export function startMailWorker(options: {
  db: Db;
  env: Env;
  logger: Logger;
  pollMs?: number;
}): Worker | null {
  const settings = smtpSettings(options.env);
  if (!settings) return null;
  const transport = createTransport(settings);
  const sender: MailSender = { transport, from: options.env.MAIL_FROM, concurrency: 10 };
  const pause = sleeper();
  const unsubscribe = onMailQueued(() => pause.wake());
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await drainMail(options.db, sender);
      } catch (error) {
        options.logger.error({ err: error }, "mail worker: sending failed");
      }
      if (running) await pause.sleep(options.pollMs ?? 2000);
    }
  })();
  return {
    async stop() {
      running = false;
      unsubscribe();
      pause.wake();
      await loop;
      transport.close();
    },
  };
}
