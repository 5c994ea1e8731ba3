import { endpoints, textMessageNotes } from "@church/contracts";
import { eq } from "drizzle-orm";
import { textMessages, textOptOuts } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { JobHandler } from "../jobs/jobs.ts";
import { createMessageProvider } from "./create-message-provider.ts";
import { TextSendError } from "./message-provider.ts";

/**
 * Sends one text message when its job comes due. The job queue runs each job on one instance at a
 * time (`for update skip locked`); a message that is no longer `scheduled` (cancelled, or sent by an
 * earlier run) is left alone. A refusal that a retry cannot fix fails it at once; other failures throw,
 * so the queue tries again with backoff, and the last attempt marks it failed.
 */
export function sendTextMessageJob(deps: AppDeps): JobHandler {
  const provider = createMessageProvider(deps.env);
  const statusCallbackUrl = `${deps.env.PUBLIC_BASE_URL}${endpoints.textMessages.twilioStatus.path}`;
  const { db } = deps;
  const finish = (id: string, values: Partial<typeof textMessages.$inferInsert>) =>
    db
      .update(textMessages)
      .set({ ...values, statusAt: new Date() })
      .where(eq(textMessages.id, id));

  return async (payload, job) => {
    const id = String(payload.messageId);
    const [message] = await db.select().from(textMessages).where(eq(textMessages.id, id));
    if (message?.status !== "scheduled") return;
    const [stopped] = await db.select().from(textOptOuts).where(eq(textOptOuts.phone, message.toPhone));
    if (stopped)
      return void (await finish(id, { status: "cancelled", lastError: textMessageNotes.optedOut }));
    const notAfter = typeof payload.notAfter === "string" ? Date.parse(payload.notAfter) : Number.NaN;
    if (Date.now() >= notAfter)
      return void (await finish(id, { status: "cancelled", lastError: textMessageNotes.tooLate }));

    await db.update(textMessages).set({ attempts: job.attempts }).where(eq(textMessages.id, id));
    try {
      const accepted = await provider.send({
        to: message.toPhone,
        channel: message.channel,
        body: message.body,
        statusCallbackUrl,
      });
      // Written whatever happened meanwhile: a message cancelled during the call did go out.
      await finish(id, {
        status: accepted.status,
        provider: provider.kind,
        providerSid: accepted.sid,
        sentAt: new Date(),
        lastError: null,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = (error instanceof TextSendError && error.permanent) || job.attempts >= job.maxAttempts;
      await finish(id, {
        status: final ? "failed" : "scheduled",
        provider: provider.kind,
        lastError: reason.slice(0, 1000),
      });
      deps.logger.warn({ message: id, attempt: job.attempts, final, reason }, "text message not sent");
      if (!final) throw error;
    }
  };
}
