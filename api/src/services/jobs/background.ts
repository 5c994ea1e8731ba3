import type { AppDeps } from "../../lib/context.ts";
import { AUDIO_LOW_BITRATE_JOB, lowBitrateJob } from "../audio/audio-low-bitrate.ts";
import { CAMPAIGN_JOB, campaignJob } from "../campaigns/campaigns.job.ts";
import { startScheduledLetters } from "../campaigns/scheduled-letters.ts";
import { FOLLOW_UP_DIGEST_JOB, followUpDigestJob, scheduleFollowUpDigest } from "../care/digest.ts";
import { STREAM_REMINDER_JOB, streamReminderJob } from "../live-stream/stream-reminders.ts";
import { startMailWorker } from "../mail/mail-worker.ts";
import { sendTextMessageJob } from "../text-messages/send-text-job.ts";
import { TEXT_MESSAGE_JOB } from "../text-messages/text-schedule.ts";
import { type JobHandlers, startJobWorker } from "./jobs.ts";

/** Every kind of job and what runs it. */
export const jobHandlers = (deps: AppDeps): JobHandlers => ({
  [CAMPAIGN_JOB]: campaignJob(deps),
  [TEXT_MESSAGE_JOB]: sendTextMessageJob(deps),
  [AUDIO_LOW_BITRATE_JOB]: lowBitrateJob(deps),
  [FOLLOW_UP_DIGEST_JOB]: followUpDigestJob(deps),
  [STREAM_REMINDER_JOB]: streamReminderJob(deps),
});

/**
 * The server's background work: the job worker always (campaigns fan out into the outbox even
 * without SMTP, so staff can read them), the scheduled letters' sender, the mail worker when SMTP
 * settings exist.
 */
export function startBackgroundWorkers(deps: AppDeps): { stop(): Promise<void> } {
  const jobWorker = startJobWorker({ db: deps.db, handlers: jobHandlers(deps), logger: deps.logger });
  // The weekly follow-up digest queues the next one itself; this starts the chain (once per week).
  scheduleFollowUpDigest(deps.db).catch((error: unknown) =>
    deps.logger.error({ err: error }, "could not schedule the follow-up digest"),
  );
  const scheduledLetters = startScheduledLetters(deps);
  const mailWorker = startMailWorker({ db: deps.db, env: deps.env, logger: deps.logger });
  if (!mailWorker) {
    deps.logger.info("no SMTP settings: e-mails stay in the email_outbox table for staff to read");
  }
  return {
    async stop() {
      await Promise.all([jobWorker.stop(), scheduledLetters.stop(), mailWorker?.stop()]);
    },
  };
}
