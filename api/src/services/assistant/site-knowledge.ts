import { churchInfo, type Language } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";
import { type Programme, programmes } from "./programmes.ts";

/** One published site-content text, in both languages (Swahili falls back to English when missing). */
export interface KnowledgeItem {
  section: string;
  key: string;
  en: { title: string; content: string };
  sw: { title: string; content: string };
}

/** The published site content, read fresh on each question so staff edits show at once. */
export async function loadSiteKnowledge(db: Db): Promise<KnowledgeItem[]> {
  const rows = await db
    .select({
      section: siteContent.section,
      key: siteContent.key,
      title: siteContent.title,
      content: siteContent.content,
      translations: siteContent.translations,
    })
    .from(siteContent)
    .where(eq(siteContent.status, "published"))
    .orderBy(siteContent.section, siteContent.key);
  return rows.map((row) => {
    const sw = row.translations.sw;
    return {
      section: row.section,
      key: row.key,
      en: { title: row.title, content: row.content },
      sw: { title: sw?.title || row.title, content: sw?.content || row.content },
    };
  });
}

const find = (items: KnowledgeItem[], key: string, language: Language) =>
  items.find((i) => i.key === key)?.[language].content;

interface Topic {
  /** Words of a question in English and in Swahili. */
  en: RegExp;
  sw: RegExp;
  answer: (items: KnowledgeItem[], language: Language) => string;
}

const c = churchInfo;

/** One programme as the site describes it, in the visitor's language, with its page. */
const programmeAnswer = (p: Programme, l: Language) =>
  l === "sw"
    ? `${p.name.sw}: ${p.when.sw}. ${p.what.sw} Zaidi: ${c.website}/sw${p.path}`
    : `${p.name.en}: ${p.when.en}. ${p.what.en} More: ${c.website}${p.path}`;

/** A question about one programme (children, youth, men, women, outreach) is answered about it. */
const programmeTopics: Topic[] = programmes.map((p) => ({
  en: p.words.en,
  sw: p.words.sw,
  answer: (_, l) => programmeAnswer(p, l),
}));

/**
 * The bilingual answer set, built on the site content and the church details. Order matters: the
 * first topic whose words appear in the question answers it.
 */
const topics: Topic[] = [
  ...programmeTopics,
  {
    en: /\b(give|giving|donat\w*|tithe|offering|pay)\b/i,
    sw: /\b(sadaka|zaka|toa|kutoa|changia|mchango)\b/i,
    answer: (_, l) =>
      l === "sw"
        ? `Unaweza kutoa sadaka, zaka au mchango mtandaoni kwenye ukurasa wetu wa Toa (${c.website}/give), au wakati wa ibada Jumapili. Asante kwa ukarimu wako!`
        : `You can give tithes, offerings or to a special fund online on our Give page (${c.website}/give), or during the Sunday service. Thank you for your generosity!`,
  },
  {
    en: /\b(pastor|minister|counsel\w*|prayer|meeting|appointment)\b/i,
    sw: /\b(mchungaji|maombi|ushauri|miadi|kukutana)\b/i,
    answer: (items, l) => {
      const name = find(items, "pastor-name", l) ?? (l === "sw" ? "Mchungaji Samuel Mwangi" : c.pastor.name);
      const bio = find(items, "pastor-bio", l) ?? "";
      return l === "sw"
        ? `${name}. ${bio} Unaweza kuomba kukutana naye kwenye ukurasa wa Panga Mkutano, au kumpigia simu ${c.pastor.phone} (${c.pastor.officeHoursSw}).`.replace(
            /\s+/g,
            " ",
          )
        : `${name}. ${bio} You can request a meeting on our Schedule a Meeting page, or call ${c.pastor.phone} (${c.pastor.officeHours}).`.replace(
            /\s+/g,
            " ",
          );
    },
  },
  {
    en: /\b(time|times|when|service|services|sunday|worship|start)\b/i,
    sw: /\b(saa|lini|ibada|jumapili|muda|kuabudu)\b/i,
    answer: (_, l) =>
      l === "sw"
        ? `Tunaabudu kila Jumapili ${c.service.hoursSw} (saa za Buffalo, Marekani Mashariki), kwa Kiswahili pamoja na tafsiri ya Kiingereza. Ibada pia hurushwa moja kwa moja kwenye ukurasa wetu wa Matangazo ya Moja kwa Moja.`
        : `We worship every ${c.service.day} from ${c.service.startTime} to ${c.service.endTime} Buffalo time (US Eastern), in Swahili with English translation. The service is also streamed live on our Live Stream page.`,
  },
  {
    en: /\b(where|address|location|located|direction\w*|parking|bus|find you)\b/i,
    sw: /\b(wapi|anwani|mahali|maegesho|basi|njia)\b/i,
    answer: (items, l) => {
      const address = find(items, "address", l) ?? c.addressLine;
      return l === "sw"
        ? `Tuko ${address}. Kuna maegesho ya bure ya magari zaidi ya 25; mabasi namba ${c.busRoutes.join(" na ")} husimama karibu.`
        : `We are at ${address}. ${c.parking}; bus routes ${c.busRoutes.join(" and ")} stop nearby.`;
    },
  },
  {
    en: /\b(ministr\w*|programs?|programmes?|activit\w*|groups?)\b/i,
    sw: /\b(huduma|programu|shughuli|vikundi|kikundi)\b/i,
    answer: (items, l) => {
      // What staff published first, then each programme the site describes, children included.
      const published = [find(items, "ministries-intro", l), find(items, "outreach-intro", l)].filter(
        Boolean,
      );
      const list = programmes.map((p) => `${p.name[l]} (${p.when[l]})`).join("; ");
      return [...published, l === "sw" ? `Programu zetu: ${list}.` : `Our programmes: ${list}.`].join(" ");
    },
  },
  {
    en: /\b(contact|phone|call|email|e-mail|reach)\b/i,
    sw: /\b(mawasiliano|simu|piga|barua pepe|wasiliana)\b/i,
    answer: (items, l) => {
      const phone = find(items, "phone", l) ?? c.phone;
      const email = find(items, "email", l) ?? c.email;
      return l === "sw"
        ? `Piga simu ofisi ya kanisa ${phone}, tuandikie ${email}, au tumia fomu kwenye ukurasa wa Wasiliana Nasi.`
        : `Call the church office at ${phone}, e-mail ${email}, or use the form on our Contact page.`;
    },
  },
  {
    en: /\b(mission|vision|believe|belief|quaker\w*|friends|who are you)\b/i,
    sw: /\b(dhamira|maono|imani|waquaker|marafiki|ninyi ni nani)\b/i,
    answer: (items, l) =>
      find(items, "mission", l) ??
      (l === "sw"
        ? "Sisi ni kanisa la Waquaker (Marafiki) huko Buffalo, NY."
        : "We are a Quaker (Friends) church in Buffalo, NY."),
  },
];

const generic = {
  en: `I can help with service times, our location, giving, our programmes (children, youth, men, women, outreach), contacting us and meeting the pastor. For anything else, please call the pastor at ${c.pastor.phone}.`,
  sw: `Ninaweza kukusaidia kuhusu nyakati za ibada, mahali tulipo, kutoa sadaka, programu zetu (watoto, vijana, wanaume, wanawake, huduma kwa jamii), mawasiliano na kukutana na mchungaji. Kwa jambo lingine lolote, tafadhali mpigie mchungaji simu kupitia ${c.pastor.phone}.`,
} as const;

/**
 * The quick answer to a question. A question asked in Swahili words is answered in Swahili whatever
 * the site language; otherwise in the site language.
 */
export function quickAnswer(question: string, language: Language, items: KnowledgeItem[]): string {
  for (const topic of topics) {
    const sw = topic.sw.test(question);
    const en = topic.en.test(question);
    if (sw || en) return topic.answer(items, sw && !en ? "sw" : language);
  }
  const swahiliWords = /\b(habari|nini|gani|je|kanisa|tafadhali|asante|karibu)\b/i.test(question);
  return generic[swahiliWords ? "sw" : language];
}

/** The system prompt of the provider: who the assistant is and what the site says, in both languages. */
export function systemPrompt(items: KnowledgeItem[]): string {
  const content = items
    .map((i) =>
      i.sw.content === i.en.content
        ? `- ${i.en.title}: ${i.en.content}`
        : `- ${i.en.title}: ${i.en.content}\n  (Kiswahili) ${i.sw.title}: ${i.sw.content}`,
    )
    .join("\n");
  return [
    `You are the friendly website assistant of ${c.name} (${c.nameSw}), a ${c.tradition} church in Buffalo, NY.`,
    "Answer briefly (at most 120 words) and kindly, in the language of the question (English or Swahili).",
    "Only state facts given below; if you do not know, say so and give the pastor's phone number.",
    "",
    "Church details:",
    `- Services: ${c.service.text}, in Swahili with English translation (Kiswahili: ${c.service.textSw}). This public service time is authoritative.`,
    `- Address: ${c.addressLine}. ${c.parking}. Bus routes ${c.busRoutes.join(", ")}.`,
    `- Office phone: ${c.phone}; e-mail: ${c.email}; website: ${c.website}.`,
    `- Pastor: ${c.pastor.name}, phone ${c.pastor.phone}, office hours: ${c.pastor.officeHours}.`,
    `- Giving: online at ${c.website}/give, or during the service.`,
    `- Meetings with the pastor: the Schedule a Meeting page (${c.website}/schedule-meeting).`,
    "- All times are Buffalo time (US Eastern); say so, since visitors may be in East Africa.",
    "",
    "Programmes (English, then Kiswahili):",
    ...programmes.map(
      (p) =>
        `- ${p.name.en}: ${p.when.en}. ${p.what.en} (${c.website}${p.path})\n  (Kiswahili) ${p.name.sw}: ${p.when.sw}. ${p.what.sw}`,
    ),
    "",
    "Published site content:",
    content,
  ].join("\n");
}
