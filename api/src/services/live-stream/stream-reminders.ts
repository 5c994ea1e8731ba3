import {
  churchInfo,
  clockLabel,
  endpoints,
  type Language,
  type StreamReminderInput,
  streamReminderConsentWording,
  streamReminderLeadMinutes,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { streamReminders, textOptOuts } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { churchClock, churchToday, churchZoneName } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { enqueueJob, type JobHandler } from "../jobs/jobs.ts";
import { streamReminderCancelUrl } from "../mail/links.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { longDate } from "../mail/templates.ts";
import { createMessageProvider } from "../text-messages/create-message-provider.ts";
import { TextSendError } from "../text-messages/message-provider.ts";

export const STREAM_REMINDER_JOB = "stream_reminder.send";
export type StreamReminderRow = typeof streamReminders.$inferSelect;

/**
 * Stores one reminder for the stream starting at `streamStart` and queues its job for 30 minutes
 * before (at once when the stream starts sooner). The visitor's contact goes nowhere else.
 */
export async function scheduleStreamReminder(
  db: Db,
  input: StreamReminderInput,
  streamStart: Date,
  now = Date.now(),
): Promise<StreamReminderRow> {
  const remindAt = new Date(Math.max(now, streamStart.getTime() - streamReminderLeadMinutes * 60_000));
  const byText = !input.email && input.phone !== undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(streamReminders)
      .values({
        email: byText ? null : (input.email ?? null),
        phone: byText ? (input.phone ?? null) : null,
        channel: byText ? input.channel : null,
        consentWording: byText ? streamReminderConsentWording[input.language] : null,
        language: input.language,
        streamStart,
        remindAt,
      })
      .returning();
    if (!row) throw new Error("stream reminder insert returned nothing");
    await enqueueJob(tx, STREAM_REMINDER_JOB, { reminderId: row.id }, { runAt: remindAt, maxAttempts: 4 });
    return row;
  });
}

/** "Sunday, November 29, 2026, 3:00 PM EST (Buffalo)"; in Swahili with the Swahili clock. */
export function streamTimeText(start: Date, language: Language): string {
  const date = churchToday(start);
  const clock = churchClock(start);
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  const english = `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  const zone = churchZoneName(date, english);
  return language === "sw"
    ? `${longDate(date, "sw")}, ${clockLabel(english, "sw")} ${zone} (saa za Buffalo)`
    : `${longDate(date, "en")}, ${english} ${zone} (Buffalo time)`;
}

/** The reminder's words in the visitor's language: the time with its zone, the page, how to stop. */
export function streamReminderTexts(
  row: StreamReminderRow,
  env: Pick<Env, "PUBLIC_BASE_URL" | "JWT_SECRET">,
) {
  const when = streamTimeText(row.streamStart, row.language);
  const page = `${env.PUBLIC_BASE_URL}${row.language === "sw" ? "/sw" : ""}/live-stream`;
  const cancel = streamReminderCancelUrl(env, row.id);
  if (row.language === "sw") {
    return {
      subject: `Matangazo ya moja kwa moja yanaanza baada ya dakika ${streamReminderLeadMinutes}`,
      text: `Habari,\n\nIbada ya ${churchInfo.nameSw} inaanza moja kwa moja ${when}.\nTazama au sikiliza (sauti tu inaokoa data): ${page}\n\nUlituomba ukumbusho huu mmoja tu; hatutakutumia mengine. Kughairi: ${cancel}\n`,
      sms: `${churchInfo.nameSw}: ibada inaanza moja kwa moja ${when}. ${page} Jibu STOP kusitisha ujumbe.`,
    };
  }
  return {
    subject: `The live stream starts in ${streamReminderLeadMinutes} minutes`,
    text: `Hello,\n\nThe ${churchInfo.name} service streams live ${when}.\nWatch or listen (audio only saves data): ${page}\n\nYou asked for this one reminder only; we will not send others. To cancel: ${cancel}\n`,
    sms: `${churchInfo.name}: the service streams live ${when}. ${page} Reply STOP to end messages.`,
  };
}

/**
 * Sends one reminder when its job comes due: an e-mail through the outbox, or a text through the
 * message provider (not for a number that replied STOP). A cancelled or sent one is left alone; one
 * whose stream has started is dropped.
 */
export function streamReminderJob(deps: AppDeps): JobHandler {
  const { db, env } = deps;
  const provider = createMessageProvider(env);
  const statusCallbackUrl = `${env.PUBLIC_BASE_URL}${endpoints.textMessages.twilioStatus.path}`;
  const finish = (id: string, values: Partial<typeof streamReminders.$inferInsert>) =>
    db.update(streamReminders).set(values).where(eq(streamReminders.id, id));

  return async (payload, job) => {
    const id = String(payload.reminderId);
    const [row] = await db.select().from(streamReminders).where(eq(streamReminders.id, id));
    if (row?.status !== "scheduled") return;
    if (Date.now() >= row.streamStart.getTime() + 15 * 60_000) {
      return void (await finish(id, { status: "cancelled", lastError: "too late: the stream had started" }));
    }
    const texts = streamReminderTexts(row, env);
    if (row.email) {
      await db.transaction(async (tx) => {
        await enqueueMail(tx, env, {
          kind: "stream_reminder",
          to: row.email ?? "",
          subject: texts.subject,
          text: texts.text,
        });
        await tx
          .update(streamReminders)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(streamReminders.id, id));
      });
      return;
    }
    const phone = row.phone ?? "";
    const [stopped] = await db.select().from(textOptOuts).where(eq(textOptOuts.phone, phone));
    if (stopped)
      return void (await finish(id, { status: "cancelled", lastError: "the number replied STOP" }));
    try {
      await provider.send({ to: phone, channel: row.channel ?? "sms", body: texts.sms, statusCallbackUrl });
      await finish(id, { status: "sent", sentAt: new Date(), lastError: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = (error instanceof TextSendError && error.permanent) || job.attempts >= job.maxAttempts;
      await finish(id, { status: final ? "failed" : "scheduled", lastError: reason.slice(0, 1000) });
      // The number stays out of the log.
      deps.logger.warn({ streamReminder: id, attempt: job.attempts, final }, "stream reminder text not sent");
      if (!final) throw error;
    }
  };
}
