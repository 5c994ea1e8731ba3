import type { Translation } from "@church/ui-kit";
import type { giveEn } from "./give.texts.en.ts";

/** Swahili texts of the giving page (namespace "site-give"). */
export const giveSw: Translation<typeof giveEn> = {
  metaDescription:
    "Toa sadaka kwa Kanisa la Marafiki Amani huko Buffalo, NY: sadaka ya mara moja, sadaka ya kujirudia na zaka kwa mfuko mkuu, Biblia za Kiswahili, msaada kwa wakimbizi, misheni na zaidi.",
  lead: "Ukarimu wako unasaidia ibada, majirani zetu huko Buffalo na washirika wetu duniani kote.",
  details: {
    title: "Maelezo ya Sadaka",
    type: "Aina ya sadaka",
    frequency: "Mara ngapi?",
    amount: "Kiasi (USD)",
    presets: "Chagua kiasi",
    custom: "Kiasi kingine",
    customHint: "Kiwango cha chini $1.00",
    fund: "Mfuko",
  },
  contact: {
    title: "Taarifa za Mawasiliano",
    name: "Jina Kamili",
    email: "Anwani ya Barua Pepe",
    emailHint: "Tutatuma risiti yako hapa.",
    note: "Ujumbe",
    notePlaceholder: "Ombi la maombi au wakfu (si lazima)",
  },
  payment: {
    title: "Malipo Salama",
    complete: "Tafadhali jaza sehemu zote zinazohitajika hapo juu ili kuendelea na malipo",
    summary: "Unatoa {{amount}} kwa {{fund}}.",
    summaryRecurring: "Unatoa {{amount}} {{frequency}} kwa {{fund}}.",
    pending:
      "Malipo salama ya mtandaoni kwa kadi yanaandaliwa. Hadi yatakapokuwa tayari, unakaribishwa kutoa Jumapili au kuwasiliana na ofisi ya kanisa, ambayo itafurahi kukusaidia.",
    processing: "Sadaka yako inashughulikiwa...",
    agree:
      "Kwa kutoa, unakubali <terms>Masharti ya Huduma</terms> na <privacy>Sera ya Faragha</privacy> yetu.",
  },
  frequencyWords: {
    weekly: "kila wiki",
    monthly: "kila mwezi",
    yearly: "kila mwaka",
  },
  success: {
    title: "Asante kwa Sadaka Yako!",
    text: "Asante kwa sadaka yako ya ukarimu! Risiti imetumwa kwa barua pepe yako.",
    another: "Toa Sadaka Nyingine",
    amount: "Kiasi",
    reference: "Nambari ya kumbukumbu (pia kwenye risiti yako)",
    home: "Rudi Mwanzo",
  },
  impact: {
    title: "Matokeo ya Sadaka Yako",
    items: [
      { amount: "$25", text: "hununua Biblia ya Kiswahili kwa msomaji mpya nchini Kongo" },
      { amount: "$50", text: "hujaza mkoba kwa kampeni ya kurudi shuleni" },
      { amount: "$100", text: "hulisha familia kupitia huduma ya chakula kwa mwezi mmoja" },
      { amount: "$250", text: "hulipa ada ya muhula mmoja kwa mtoto wa Watoto Bright Futures" },
    ],
  },
  needs: {
    title: "Mahitaji ya Sasa",
    items: [
      { title: "Mfuko wa Jengo", text: "Kukarabati paa la kanisa kabla ya baridi." },
      {
        title: "Msaada kwa Wakimbizi",
        text: "Makoti ya baridi, buti na kodi ya mwezi wa kwanza kwa familia zilizowasili karibuni.",
      },
      { title: "Huduma ya Vijana", text: "Kuwadhamini vijana kwa mafungo ya kiangazi." },
    ],
  },
  newsletter: {
    title: "Sikia Jinsi Sadaka Yako Inavyosaidia",
    text: "Hadithi na taarifa kutoka kwa huduma zetu, mara moja kwa mwezi.",
  },
  statement: {
    title: "Taarifa ya Matoleo",
    text: "Unahitaji kumbukumbu ya matoleo yako kwa ajili ya kodi? Tutatuma taarifa ya mwaka (PDF) kwa barua pepe uliyotumia kutoa.",
    email: "Barua Pepe",
    year: "Mwaka",
    submit: "Nitumie Taarifa Yangu",
    sending: "Inatuma...",
    error: "Ombi lako halikuweza kutumwa. Tafadhali jaribu tena.",
  },
  questions: {
    title: "Una Maswali?",
    text: "Kwa msaada kuhusu utoaji, risiti au sadaka za mpango maalum, wasiliana na ofisi ya kanisa.",
    link: "Uliza kuhusu utoaji",
  },
};
