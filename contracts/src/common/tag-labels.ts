import type { Language } from "./primitives.ts";

/**
 * Swahili names of the tags the church uses (staff type tags in English: they are the filter's values
 * and the addresses' words). A tag not listed shows as typed (docs/decisions/019-swahili-tags.md).
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

/** A tag as a visitor reads it, with its hash: "#youth", or "#vijana" in Swahili. */
export const tagLabel = (tag: string, language: Language): string =>
  `#${language === "sw" ? (swahiliTagNames[tag.toLowerCase()] ?? tag) : tag}`;
