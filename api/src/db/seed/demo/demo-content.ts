import { addDays, calendarDate } from "@church/contracts";
import { churchTimeZone } from "../../../lib/church-time.ts";
import type { Db } from "../../client.ts";
import { announcements, articles, blogPosts, events, videos } from "../../schema.ts";
import { demoWeeklyEvent, nextWeekday } from "./demo-events.ts";
import { demoVideos } from "./demo-media.ts";
import { demoAnnouncements, demoArticles, demoBlogPosts } from "./demo-news.ts";

/**
 * Content beyond the spec's samples, so that no public list starts empty in the demo: articles,
 * announcements, blog posts, videos and a weekly event, each in English and Swahili and each marked
 * as demo (demo-note.ts). Called once, in demo mode, inside the seeding transaction.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  const today = calendarDate(now, churchTimeZone);
  const lastSunday = addDays(nextWeekday(addDays(today, 1), 0), -7);
  await db.insert(articles).values(demoArticles(today, now));
  await db.insert(announcements).values(demoAnnouncements(today, now));
  await db.insert(blogPosts).values(demoBlogPosts(now));
  await db.insert(videos).values(demoVideos(lastSunday));
  await db.insert(events).values(demoWeeklyEvent(today, now));
}
