import { parseTimeOfDay } from "@church/contracts";
import type { Db } from "../../db/client.ts";
import type { meetingRequests } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";
import {
  activeConsent,
  type PlannedText,
  queueTexts,
  remindersBefore,
} from "../../services/text-messages/text-schedule.ts";
import type { TextFacts } from "../../services/text-messages/texts.ts";

type Row = typeof meetingRequests.$inferSelect;

/**
 * Texts about a meeting request, if its visitor asked for them: the receipt at once; once the pastor
 * accepts, that answer and reminders the day before and two hours before the requested time.
 */
export async function queueMeetingTexts(
  tx: Db,
  row: Row,
  kind: "meeting_received" | "meeting_accepted",
): Promise<void> {
  const consent = await activeConsent(tx, { meetingRequestId: row.id });
  if (!consent) return;
  // An accepted proposal meets at the proposed time.
  const date = row.suggestedDate ?? row.requestedDate;
  const time = row.suggestedTime ?? row.requestedTime;
  const facts: TextFacts = { title: "", date, time, location: "" };
  const texts: PlannedText[] = [{ kind, facts }];
  const time24 = parseTimeOfDay(time);
  if (kind === "meeting_accepted" && time24) {
    const start = churchDateTime(date, time24);
    texts.push(
      ...remindersBefore(start, { day: "meeting_reminder_day", twoHours: "meeting_reminder_2h" }, facts),
    );
  }
  await queueTexts(tx, consent, texts);
}
