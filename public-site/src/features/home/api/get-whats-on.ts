import { type Announcement, type AudioService, compareAnnouncements, type Event } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** How many of each the home page shows. */
export const whatsOnLimits = { events: 3, announcements: 3 } as const;

/** Only the Swahili texts a teaser shows (an item's whole translations would double the page's state). */
function swahili<K extends string>(
  translations: { sw?: Partial<Record<string, string>> } | undefined,
  fields: readonly K[],
): { sw: Partial<Record<K, string>> } {
  const sw: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const text = translations?.sw?.[field];
    if (text) sw[field] = text;
  }
  return { sw };
}

const eventFields = ["title", "time", "location"] as const;
const sermonFields = ["title"] as const;
const announcementFields = ["title", "summary"] as const;

export type WhatsOnEvent = Pick<
  Event,
  "id" | "slug" | "date" | "startTime" | "repeat" | (typeof eventFields)[number]
> & {
  translations: { sw: Partial<Record<(typeof eventFields)[number], string>> };
};
export type WhatsOnSermon = Pick<AudioService, "id" | "speaker" | "date" | "duration" | "title"> & {
  translations: { sw: Partial<Record<"title", string>> };
};
export type WhatsOnAnnouncement = Pick<
  Announcement,
  "id" | "slug" | "date" | "priority" | (typeof announcementFields)[number]
> & { translations: { sw: Partial<Record<(typeof announcementFields)[number], string>> } };

export interface WhatsOn {
  events: WhatsOnEvent[];
  sermon: WhatsOnSermon | null;
  announcements: WhatsOnAnnouncement[];
}

/**
 * What is on this week, for the home page: the next events (each once, at its next date: the API's
 * upcoming list), the latest sermon and the current announcements. Only the fields the home page
 * shows are kept, so the server's page state stays small.
 */
export const whatsOnQuery = () =>
  queryOptions({
    queryKey: ["whats-on"],
    queryFn: async (): Promise<WhatsOn> => {
      const [events, audio, announcements] = await Promise.all([
        api.call(routes.events.list, { query: { upcoming: true, limit: whatsOnLimits.events } }),
        api.call(routes.audioServices.list),
        api.call(routes.announcements.list),
      ]);
      const sermon =
        audio.audioServices.find((item) => item.category === "sermon") ?? audio.audioServices[0] ?? null;
      return {
        events: events.events.map((e) => ({
          id: e.id,
          slug: e.slug,
          title: e.title,
          date: e.date,
          time: e.time,
          startTime: e.startTime,
          location: e.location,
          repeat: e.repeat,
          translations: swahili(e.translations, eventFields),
        })),
        sermon: sermon && {
          id: sermon.id,
          title: sermon.title,
          speaker: sermon.speaker,
          date: sermon.date,
          duration: sermon.duration,
          translations: swahili(sermon.translations, sermonFields),
        },
        announcements: announcements.announcements
          .toSorted(compareAnnouncements)
          .slice(0, whatsOnLimits.announcements)
          .map((a) => ({
            id: a.id,
            slug: a.slug,
            title: a.title,
            summary: a.summary,
            date: a.date,
            priority: a.priority,
            translations: swahili(a.translations, announcementFields),
          })),
      };
    },
    staleTime: 60_000,
  });

export function useWhatsOn() {
  return useQuery(whatsOnQuery());
}
