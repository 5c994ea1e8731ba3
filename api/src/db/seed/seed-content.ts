import { calendarDate, type SiteContentItem, slugify } from "@church/contracts";
import {
  audioServicesSeed,
  buildSampleEvents,
  partnershipsSeed,
  siteContentSeed,
} from "@church/contracts/seed";
import { churchTimeZone } from "../../lib/church-time.ts";
import { parseDuration } from "../../services/audio/audio-duration.ts";
import type { StoredAudio } from "../../services/audio/audio-storage.ts";
import type { Db } from "../client.ts";
import { audioServices, events, liveStream, partnerships, siteContent, socialMedia } from "../schema.ts";

/** A default site-content item as a row (also used by the staff "reset to defaults"). */
export const siteContentSeedRow = (item: SiteContentItem): typeof siteContent.$inferInsert => ({
  id: item.id,
  section: item.section,
  key: item.key,
  title: item.title,
  content: item.content,
  imageUrl: item.imageUrl,
  status: item.status,
  translations: item.translations ?? {},
});

/**
 * The spec's sample content: 3 partnerships, 6 sermons (with the stored demo `recordings`, by sermon
 * id, when given), 3 events dated from today in Buffalo, 15 site-content items, the live-stream
 * defaults and empty social links. Called once, in demo mode, inside the seeding transaction.
 */
export async function seedContent(
  db: Db,
  now: Date = new Date(),
  recordings: ReadonlyMap<string, StoredAudio> = new Map(),
): Promise<void> {
  await db.insert(partnerships).values(
    partnershipsSeed.map((p, position) => ({
      id: p.id,
      position,
      name: p.name,
      description: p.description,
      detailedDescription: p.detailedDescription,
      location: p.location,
      website: p.website,
      quoteText: p.quote.text,
      quoteReference: p.quote.reference,
      impactAreas: [...p.impactAreas],
      imageUrl: p.imageUrl,
      backgroundClass: p.backgroundClass,
      borderClass: p.borderClass,
      translations: p.translations ?? {},
    })),
  );

  await db.insert(audioServices).values(
    audioServicesSeed.map((a) => {
      const recording = recordings.get(a.id);
      return {
        id: a.id,
        title: a.title,
        description: a.description,
        speaker: a.speaker,
        category: a.category,
        date: a.date,
        translations: a.translations ?? {},
        // As an upload sets them: the stored file's key, size, type and its own length.
        ...(recording
          ? {
              fileKey: recording.key,
              fileName: `${slugify(a.title)}.mp3`,
              fileSizeBytes: recording.sizeBytes,
              mimeType: recording.mimeType,
              durationSeconds: recording.durationSeconds,
            }
          : {
              durationSeconds: parseDuration(a.duration),
              fileSizeBytes: a.fileSizeBytes,
              mimeType: a.mimeType,
            }),
      };
    }),
  );

  const today = calendarDate(now, churchTimeZone);
  await db.insert(events).values(
    buildSampleEvents(today, now.toISOString()).map((e) => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      description: e.description,
      date: e.date,
      time: e.time,
      startAt: e.startDateTime ? new Date(e.startDateTime) : null,
      endAt: e.endDateTime ? new Date(e.endDateTime) : null,
      location: e.location,
      locationAddress: e.locationAddress,
      mapUrl: e.mapUrl,
      category: e.category,
      tags: e.tags,
      imageUrl: e.imageUrl,
      rsvpRequired: e.rsvpRequired,
      maxAttendees: e.maxAttendees,
      status: e.status,
      publishedAt: e.publishedAt ? new Date(e.publishedAt) : null,
      repeat: e.repeat,
      translations: e.translations ?? {},
    })),
  );

  await db.insert(siteContent).values(siteContentSeed.map(siteContentSeedRow));

  // The column defaults are the spec's: offline, 0 viewers, 'Sunday Worship Service', the next Sunday time.
  await db.insert(liveStream).values({ id: 1 }).onConflictDoNothing();
  // No invented social accounts: every link empty and off until staff enter the church's own.
  await db.insert(socialMedia).values({ id: 1 }).onConflictDoNothing();
}
