import type { AudioService } from "../audio-services/audio-services.schema.ts";

const audio = (
  n: number,
  item: Omit<
    AudioService,
    | "id"
    | "audioUrl"
    | "downloadUrl"
    | "lowBitrateUrl"
    | "lowBitrateSizeBytes"
    | "fileSizeBytes"
    | "mimeType"
    | "createdAt"
    | "updatedAt"
    | "status"
    | "publishedAt"
  >,
): AudioService => {
  const id = `a2000000-0000-4000-8000-00000000000${n}`;
  const createdAt = `${item.date}T23:00:00.000Z`;
  return {
    id,
    ...item,
    audioUrl: `/api/audio-services/${id}/file`,
    downloadUrl: `/api/audio-services/${id}/file?download=1`,
    lowBitrateUrl: null,
    lowBitrateSizeBytes: null,
    // No file here (the mocks have none); the API's demo seed stores a short spoken recording for each
    // sermon (api/src/db/seed/demo/) and then takes size, type and length from that file.
    fileSizeBytes: null,
    mimeType: "audio/mpeg",
    status: "published",
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
};

/** The six sample sermons of public-site.md section 7 (fictional speakers). */
export const audioServicesSeed: readonly AudioService[] = [
  audio(1, {
    title: "Walking in the Light",
    description: "How the Inner Light guides our choices at home, at work and in our community.",
    speaker: "Pastor Samuel Mwangi",
    duration: "18:42",
    category: "sermon",
    date: "2026-11-15",
    translations: {
      sw: {
        title: "Kutembea Nuruni",
        description: "Jinsi Nuru ya Ndani inavyoongoza maamuzi yetu nyumbani, kazini na katika jamii yetu.",
      },
    },
  }),
  audio(2, {
    title: "Songs of Praise from Sunday Worship",
    description: "Swahili hymns and songs of thanksgiving sung by the church choir.",
    speaker: "Amani Friends Choir",
    duration: "14:05",
    category: "worship",
    date: "2026-11-08",
    translations: {
      sw: {
        title: "Nyimbo za Sifa kutoka Ibada ya Jumapili",
        description: "Nyimbo za Kiswahili na nyimbo za shukrani zilizoimbwa na kwaya ya kanisa.",
      },
    },
  }),
  audio(3, {
    title: "Prayer for Peace in Congo",
    description: "A time of prayer for our mission partner and for families in South Kivu.",
    speaker: "Elder Grace Achieng",
    duration: "11:30",
    category: "prayer",
    date: "2026-11-01",
    translations: {
      sw: {
        title: "Maombi kwa ajili ya Amani Kongo",
        description: "Wakati wa maombi kwa ajili ya mshirika wetu wa misheni na familia za Kivu Kusini.",
      },
    },
  }),
  audio(4, {
    title: "Simplicity in Daily Life",
    description: "The Quaker testimony of simplicity and what it asks of us in a busy world.",
    speaker: "Pastor Samuel Mwangi",
    duration: "19:15",
    category: "teaching",
    date: "2026-10-25",
    translations: {
      sw: {
        title: "Usahili katika Maisha ya Kila Siku",
        description:
          "Ushuhuda wa Waquaker kuhusu usahili na kile unachotudai katika dunia yenye shughuli nyingi.",
      },
    },
  }),
  audio(5, {
    title: "Hope for the Journey",
    description: "A message of hope for newcomers building a life far from home.",
    speaker: "Rev. Esther Nyiramana",
    duration: "17:50",
    category: "sermon",
    date: "2026-10-18",
    translations: {
      sw: {
        title: "Tumaini kwa Safari",
        description: "Ujumbe wa tumaini kwa wageni wanaojenga maisha mbali na nyumbani.",
      },
    },
  }),
  audio(6, {
    title: "Listening in Silence",
    description: "An introduction to waiting worship and how Friends listen for God together.",
    speaker: "Elder Joseph Baraka",
    duration: "16:20",
    category: "teaching",
    date: "2026-10-11",
    translations: {
      sw: {
        title: "Kusikiliza katika Ukimya",
        description: "Utangulizi wa ibada ya kusubiri na jinsi Marafiki wanavyomsikiliza Mungu pamoja.",
      },
    },
  }),
];
