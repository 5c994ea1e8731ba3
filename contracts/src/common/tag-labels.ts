import type { Language } from "./primitives.ts";

/**
 * Swahili names of the tags the church uses (staff type tags in English: they are the filter's values
 * and the addresses' words). Staff name the tags they add later in the admin (`/api/tag-names`); a tag
 * with no name shows as typed (docs/decisions/019-swahili-times-and-tags.md).
 */
export const swahiliTagNames: Readonly<Record<string, string>> = {
  advent: "majilio",
  "bible-study": "funzo-la-biblia",
  breakfast: "kifungua-kinywa",
  building: "jengo",
  choir: "kwaya",
  christmas: "krismasi",
  community: "jamii",
  demo: "onyesho",
  devotion: "ibada-binafsi",
  english: "kiingereza",
  fellowship: "ushirika",
  "food-ministry": "huduma-ya-chakula",
  gratitude: "shukrani",
  "live-stream": "matangazo-mubashara",
  "mens-ministry": "huduma-ya-wanaume",
  music: "muziki",
  newcomers: "wageni",
  outreach: "huduma-kwa-jamii",
  peace: "amani",
  prayer: "maombi",
  "quaker-practice": "desturi-za-marafiki",
  refugees: "wakimbizi",
  silence: "ukimya",
  swahili: "kiswahili",
  testimony: "ushuhuda",
  thanksgiving: "siku-ya-shukrani",
  volunteer: "kujitolea",
  weather: "hali-ya-hewa",
  winter: "majira-ya-baridi",
  "womens-ministry": "huduma-ya-wanawake",
  worship: "ibada",
  youth: "vijana",
};

/** The Swahili names staff gave tags (`/api/tag-names`), by lower-case tag; they win over the list above. */
export type StaffTagNames = Readonly<Record<string, string>>;

/**
 * A tag as a visitor reads it, with its hash ("#youth", "#vijana" in Swahili), and `lang: "en"` when a
 * Swahili page shows it as typed because nobody named it in Swahili.
 */
export function tagText(
  tag: string,
  language: Language,
  staffNames: StaffTagNames = {},
): { text: string; lang: "en" | undefined } {
  if (language !== "sw") return { text: `#${tag}`, lang: undefined };
  const key = tag.toLowerCase();
  const name = staffNames[key] ?? swahiliTagNames[key];
  return name ? { text: `#${name}`, lang: undefined } : { text: `#${tag}`, lang: "en" };
}

/** A tag as a visitor reads it, with its hash: "#youth", or "#vijana" in Swahili. */
export const tagLabel = (tag: string, language: Language, staffNames: StaffTagNames = {}): string =>
  tagText(tag, language, staffNames).text;
