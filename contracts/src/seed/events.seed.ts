import { churchInfo } from "../common/church-info.ts";
import { addDays, calendarDate } from "../common/content-utils.ts";
import type { Event } from "../events/events.schema.ts";

export const sampleEventIds = {
  worship: "a3000000-0000-4000-8000-000000000001",
  mensMinistry: "a3000000-0000-4000-8000-000000000002",
  foodDrive: "a3000000-0000-4000-8000-000000000003",
} as const;

/** The next date on or after `today` that falls on `weekday` (0 = Sunday). */
function nextWeekday(today: string, weekday: number): string {
  const current = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (weekday - current + 7) % 7);
}

/** Buffalo wall-clock time as an ISO timestamp (Eastern time; DST decided per date). */
function buffaloDateTime(date: string, time24: string): string {
  const probe = new Date(`${date}T12:00:00Z`);
  const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: churchInfo.timeZone, timeZoneName: "short" })
    .formatToParts(probe)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = zoneName === "EDT" ? "-04:00" : "-05:00";
  return `${date}T${time24}:00${offset}`;
}

/**
 * The three sample events of public-site.md section 7 (worship; men's ministry with max 25; food
 * drive with max 50), dated from `today` so they are always upcoming when seeded.
 */
export function buildSampleEvents(today: string, now: string = new Date().toISOString()): Event[] {
  const sunday = nextWeekday(today, 0);
  const saturday = nextWeekday(today, 6);
  const foodDriveDay = addDays(saturday, 7);
  const base = {
    locationAddress: churchInfo.addressLine,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(churchInfo.addressLine)}`,
    imageUrl: null,
    currentAttendees: 0,
    attendeesByDate: {},
    repeatUntil: null,
    skipDates: [],
    status: "published" as const,
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  return [
    {
      ...base,
      id: sampleEventIds.worship,
      slug: "sunday-worship-service",
      title: "Sunday Worship Service",
      description:
        "Worship in Swahili with English translation: singing, waiting worship, a message from the pastor and fellowship afterwards. Everyone is welcome.",
      date: sunday,
      firstDate: sunday,
      time: `${churchInfo.service.startTime} - ${churchInfo.service.endTime}`,
      startTime: churchInfo.service.start24,
      endTime: churchInfo.service.end24,
      startDateTime: buffaloDateTime(sunday, churchInfo.service.start24),
      endDateTime: buffaloDateTime(sunday, churchInfo.service.end24),
      location: "Main Sanctuary",
      category: "worship",
      tags: ["worship", "swahili", "english"],
      rsvpRequired: false,
      maxAttendees: null,
      repeat: "weekly",
      translations: {
        sw: {
          title: "Ibada ya Jumapili",
          description:
            "Ibada kwa Kiswahili pamoja na tafsiri ya Kiingereza: nyimbo, ibada ya kusubiri, ujumbe kutoka kwa mchungaji na ushirika baadaye. Wote mnakaribishwa.",
          time: "Saa 9:00 alasiri - 12:00 jioni",
          location: "Ukumbi Mkuu wa Ibada",
        },
      },
    },
    {
      ...base,
      id: sampleEventIds.mensMinistry,
      slug: "mens-ministry-breakfast",
      title: "Men's Ministry Breakfast",
      description:
        "Breakfast, Bible study and prayer for men 18 and older. Please RSVP so we can plan the food.",
      date: saturday,
      firstDate: saturday,
      time: "8:00 AM - 9:30 AM",
      startTime: "08:00",
      endTime: "09:30",
      startDateTime: buffaloDateTime(saturday, "08:00"),
      endDateTime: buffaloDateTime(saturday, "09:30"),
      location: "Fellowship Hall",
      category: "fellowship",
      tags: ["mens-ministry", "bible-study", "breakfast"],
      rsvpRequired: true,
      maxAttendees: 25,
      repeat: "weekly",
      translations: {
        sw: {
          title: "Kifungua Kinywa cha Huduma ya Wanaume",
          description:
            "Kifungua kinywa, kujifunza Biblia na maombi kwa wanaume wenye umri wa miaka 18 na zaidi. Tafadhali jiandikishe ili tuandae chakula.",
          time: "Saa 2:00 asubuhi - 3:30 asubuhi",
          location: "Ukumbi wa Ushirika",
        },
      },
    },
    {
      ...base,
      id: sampleEventIds.foodDrive,
      slug: "community-food-drive",
      title: "Community Food Drive",
      description:
        "Help us sort and hand out groceries to neighbours in need. Volunteers of all ages are welcome; bring non-perishable food if you can.",
      date: foodDriveDay,
      firstDate: foodDriveDay,
      time: "10:00 AM - 1:00 PM",
      startTime: "10:00",
      endTime: "13:00",
      startDateTime: buffaloDateTime(foodDriveDay, "10:00"),
      endDateTime: buffaloDateTime(foodDriveDay, "13:00"),
      location: "Church Parking Lot",
      category: "outreach",
      tags: ["outreach", "food-ministry", "volunteer"],
      rsvpRequired: true,
      maxAttendees: 50,
      repeat: "none",
      translations: {
        sw: {
          title: "Kampeni ya Chakula kwa Jamii",
          description:
            "Tusaidie kupanga na kugawa vyakula kwa majirani wenye mahitaji. Wajitolea wa rika zote wanakaribishwa; leta chakula kisichoharibika ukiweza.",
          time: "Saa 4:00 asubuhi - 7:00 mchana",
          location: "Eneo la Maegesho la Kanisa",
        },
      },
    },
  ];
}

/** The samples dated from the day this module loads (for mocks; the API builds them at seed time). */
export const sampleEvents: readonly Event[] = buildSampleEvents(calendarDate(new Date()));
