import { type endpoints, nextSlotStart, streamReminderMessages } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { streamReminders } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { scheduleStreamReminder } from "../../services/live-stream/stream-reminders.ts";
import { linkPage, type PageText } from "../../services/mail/link-page.ts";
import { verifyStreamReminderCancelToken } from "../../services/mail/links.ts";
import { enforceFormLimit, type FormLimit } from "../../services/rate-limit/rate-limit.ts";
import { currentLiveStream } from "./live-stream.handlers.ts";

/** 5 a person per 10 minutes, 60 an hour per address (a congregation on one Wi-Fi). */
export const streamReminderFormLimit: FormLimit = {
  name: "stream-reminder",
  perPerson: { limit: 5, windowSeconds: 600 },
  perAddress: { limit: 60, windowSeconds: 3600 },
  message: streamReminderMessages.rateLimited,
};

const texts = {
  invalidTitle: { en: "Link not valid", sw: "Kiungo si sahihi" },
  invalid: { en: streamReminderMessages.cancelInvalid, sw: "Kiungo hiki cha kughairi si sahihi." },
  question: { en: "Cancel your live stream reminder?", sw: "Ughairi ukumbusho wako wa matangazo?" },
  text: {
    en: "Press the button and we will not send the reminder.",
    sw: "Bonyeza kitufe na hatutakutumia ukumbusho.",
  },
  button: { en: "Cancel my reminder", sw: "Ghairi ukumbusho wangu" },
  doneTitle: { en: "Reminder cancelled", sw: "Ukumbusho umeghairiwa" },
  done: { en: streamReminderMessages.cancelled, sw: "Ukumbusho wako wa matangazo umeghairiwa." },
} satisfies Record<string, PageText>;

export function createStreamReminderHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const remind: Handler<typeof endpoints.liveStream.remind> = async ({ c, body }) => {
    await enforceFormLimit(c, db, streamReminderFormLimit, body.email ?? body.phone ?? "");
    const settings = await currentLiveStream({ db });
    const start = nextSlotStart(settings.schedule, Date.now());
    if (start === null) throw conflict(streamReminderMessages.noStream);
    const row = await scheduleStreamReminder(db, body, new Date(start));
    return {
      message: streamReminderMessages.saved,
      streamStart: row.streamStart.toISOString(),
      remindAt: row.remindAt.toISOString(),
    };
  };

  const reminderCancelPage: Handler<typeof endpoints.liveStream.reminderCancelPage> = async ({ query }) => {
    const id = verifyStreamReminderCancelToken(env, query.token);
    const [row] = id ? await db.select().from(streamReminders).where(eq(streamReminders.id, id)) : [];
    if (!row) return linkPage(texts.invalidTitle, texts.invalid, 400);
    if (row.status === "cancelled") return linkPage(texts.doneTitle, texts.done, 200);
    return linkPage(texts.question, texts.text, 200, {
      action: `/api/live-stream/reminders/cancel?token=${encodeURIComponent(query.token)}`,
      button: texts.button,
    });
  };

  const reminderCancel: Handler<typeof endpoints.liveStream.reminderCancel> = async ({ query }) => {
    const id = verifyStreamReminderCancelToken(env, query.token);
    if (!id) return linkPage(texts.invalidTitle, texts.invalid, 400);
    const [row] = await db.select().from(streamReminders).where(eq(streamReminders.id, id));
    if (!row) return linkPage(texts.invalidTitle, texts.invalid, 400);
    await db
      .update(streamReminders)
      .set({ status: "cancelled" })
      .where(and(eq(streamReminders.id, id), eq(streamReminders.status, "scheduled")));
    return linkPage(texts.doneTitle, texts.done, 200);
  };

  return { remind, reminderCancelPage, reminderCancel };
}
