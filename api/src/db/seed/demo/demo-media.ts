import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { addDays } from "@church/contracts";
import { audioServicesSeed } from "@church/contracts/seed";
import type { UploadedFile } from "../../../lib/multipart-upload.ts";
import { createAudioStorage, type StoredAudio } from "../../../services/audio/audio-storage.ts";
import type { ObjectStorage } from "../../../services/storage/object-storage.ts";
import type { videos } from "../../schema.ts";
import { demoAudioFileName } from "./demo-audio-files.ts";
import { demoIds, demoNote } from "./demo-note.ts";

type VideoRow = typeof videos.$inferInsert;

/**
 * The recordings of the six sample sermons (made once by scripts/make-demo-audio.ts and committed),
 * stored the way an upload is: checked to be audio, length read from the file, put in the object
 * storage. By sermon id.
 */
export async function storeDemoRecordings(storage: ObjectStorage): Promise<Map<string, StoredAudio>> {
  const audio = createAudioStorage(storage);
  const stored = new Map<string, StoredAudio>();
  for (const sermon of audioServicesSeed) {
    const name = demoAudioFileName(sermon.id);
    const path = fileURLToPath(new URL(`./audio/${name}`, import.meta.url));
    const bytes = await readFile(path);
    // Handed over as an upload arrives (a file on disk; the storage copies it).
    const upload: UploadedFile = {
      path,
      name,
      declaredType: "audio/mpeg",
      sizeBytes: bytes.byteLength,
      head: bytes.subarray(0, 64),
    };
    stored.set(sermon.id, await audio.save(upload));
  }
  return stored;
}

/**
 * Six videos: three recent services and three celebrations. The YouTube ids are placeholders
 * (`amaniDemo01`...) that staff replace with the church's own; the thumbnails are drawn and served by
 * the site itself (public-site/public/images/videos/), so nothing is fetched from YouTube.
 */
export function demoVideos(lastSunday: string): VideoRow[] {
  const video = (
    n: number,
    fields: Omit<VideoRow, "id" | "youtubeId" | "thumbnailUrl" | "description" | "translations"> & {
      description: string;
      sw: { title: string; description: string };
    },
  ): VideoRow => {
    const { sw, description, ...rest } = fields;
    return {
      ...rest,
      id: demoIds.video(n),
      youtubeId: `amaniDemo0${n}`,
      thumbnailUrl: `/images/videos/demo-video-${n}.svg`,
      description: `${description} ${demoNote.en}`,
      translations: { sw: { title: sw.title, description: `${sw.description} ${demoNote.sw}` } },
    };
  };
  return [
    video(1, {
      title: "Sunday Worship: Walking in the Light",
      description:
        "Last Sunday's service: songs in Swahili, waiting worship and the message, with English translation.",
      category: "recent-service",
      date: lastSunday,
      duration: "2:58:10",
      sw: {
        title: "Ibada ya Jumapili: Kutembea Nuruni",
        description:
          "Ibada ya Jumapili iliyopita: nyimbo za Kiswahili, ibada ya kusubiri na ujumbe, pamoja na tafsiri ya Kiingereza.",
      },
    }),
    video(2, {
      title: "Sunday Worship: Songs of Praise",
      description: "A service of thanksgiving led by the church choir, with English translation.",
      category: "recent-service",
      date: addDays(lastSunday, -7),
      duration: "3:01:45",
      sw: {
        title: "Ibada ya Jumapili: Nyimbo za Sifa",
        description: "Ibada ya shukrani iliyoongozwa na kwaya ya kanisa, pamoja na tafsiri ya Kiingereza.",
      },
    }),
    video(3, {
      title: "Sunday Worship: Prayer for Peace in Congo",
      description: "A service of prayer for our mission partner and for families in South Kivu.",
      category: "recent-service",
      date: addDays(lastSunday, -14),
      duration: "2:55:30",
      sw: {
        title: "Ibada ya Jumapili: Maombi kwa ajili ya Amani Kongo",
        description: "Ibada ya maombi kwa ajili ya mshirika wetu wa misheni na familia za Kivu Kusini.",
      },
    }),
    video(4, {
      title: "Harvest Thanksgiving Celebration",
      description: "Songs, dancing and a shared meal to give thanks for the harvest and for one another.",
      category: "faith-joy-celebration",
      date: addDays(lastSunday, -21),
      duration: "12:40",
      sw: {
        title: "Sherehe ya Shukrani ya Mavuno",
        description: "Nyimbo, ngoma na mlo wa pamoja wa kumshukuru Mungu kwa mavuno na kwa kila mmoja wetu.",
      },
    }),
    video(5, {
      title: "Choir Night: Swahili Hymns",
      description: "An evening of Swahili hymns old and new, sung by the church choir and friends.",
      category: "faith-joy-celebration",
      date: addDays(lastSunday, -35),
      duration: "18:05",
      sw: {
        title: "Usiku wa Kwaya: Nyimbo za Kiswahili",
        description:
          "Jioni ya nyimbo za Kiswahili za zamani na mpya, zilizoimbwa na kwaya ya kanisa na marafiki.",
      },
    }),
    video(6, {
      title: "Welcome Sunday for New Members",
      description: "The congregation welcomes new members and families with songs and words of blessing.",
      category: "faith-joy-celebration",
      date: addDays(lastSunday, -49),
      duration: "9:20",
      sw: {
        title: "Jumapili ya Kuwakaribisha Washiriki Wapya",
        description: "Kusanyiko linawakaribisha washiriki na familia wapya kwa nyimbo na maneno ya baraka.",
      },
    }),
  ];
}
