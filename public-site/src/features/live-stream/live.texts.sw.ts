import type { Translation } from "@church/ui-kit";
import type { liveEn } from "./live.texts.en.ts";

/** Swahili texts of the live stream page (namespace "site-live"). */
export const liveSw: Translation<typeof liveEn> = {
  metaDescription:
    "Tazama ibada ya Jumapili ya Kanisa la Marafiki Amani moja kwa moja kutoka Buffalo, NY, kila Jumapili saa 9:00 alasiri hadi 12:00 jioni kwa Kiswahili pamoja na tafsiri ya Kiingereza, na uongee na watazamaji wengine.",
  lead: "Kila Jumapili · saa 9:00 alasiri - 12:00 jioni, saa za Buffalo (Marekani Mashariki) · Kiswahili + Kiingereza",
  status: {
    live: "MUBASHARA",
    offline: "NJE YA HEWANI",
    viewers_one: "Mtazamaji {{count}}",
    viewers_other: "Watazamaji {{count}}",
    next: "Matangazo yajayo: {{time}}",
    unknown: "Hali ya matangazo haipatikani kwa sasa",
  },
  tools: {
    audioOnly: "Sauti tu",
    share: "Shiriki",
    shareTitle: "Shiriki matangazo haya",
    copied: "Kiungo kimenakiliwa!",
    notify: "Nijulishe",
  },
  player: {
    liveTitle: "Moja kwa moja: {{title}}",
    recent: "Ibada ya hivi karibuni",
    offlineNote:
      "Hatuko hewani kwa sasa. Tazama ibada yetu ya hivi karibuni hapa chini, au upate ukumbusho kabla ya ibada ijayo.",
    moreServices: "Ibada Zaidi",
  },
  audio: {
    title: "Unasikiliza: sauti tu",
    liveTitle: "Unasikiliza moja kwa moja: sauti tu",
    livePlayer: "Sikiliza ibada moja kwa moja",
    liveNote:
      "Sauti ya moja kwa moja haipatikani kwa matangazo haya bado, kwa hiyo hii ni rekodi ya ibada yetu ya hivi karibuni.",
    loading: "Inatafuta rekodi ya hivi karibuni...",
    none: "Bado hakuna rekodi ya kusikiliza. Zima sauti tu ili kutazama.",
    error: "Rekodi haikuweza kupakiwa kwa sasa.",
    size: "nakala nyepesi, {{size}}",
    player: "Sikiliza: {{title}}",
    note: "Video imezimwa na haipakui chochote wakati sauti tu imewashwa, ili kuokoa data yako.",
  },
  tabs: {
    label: "Matangazo na mazungumzo",
    stream: "Matangazo",
    chat: "Mazungumzo",
  },
  info: {
    title: "Kuhusu Matangazo Haya",
    schedule: "Ratiba",
    language: "Lugha",
    languageValue: "Kiswahili pamoja na tafsiri ya Kiingereza",
  },
  recent: {
    title: "Ibada za Hivi Karibuni",
    empty: "Rekodi za ibada za hivi karibuni zitaonekana hapa hivi karibuni.",
  },
  chat: {
    title: "Mazungumzo ya Moja kwa Moja",
    intro:
      "Wasalimu waabudu wengine na shiriki mahitaji ya maombi. Tafadhali kuwa mpole; ujumbe unaonekana kwa wote.",
    empty: "Bado hakuna ujumbe. Sema habari!",
    loadError: "Mazungumzo hayapatikani kwa sasa.",
    name: "Jina lako",
    message: "Ujumbe",
    send: "Tuma",
    sending: "Inatuma...",
    admin: "Kanisa",
    log: "Ujumbe wa mazungumzo",
  },
  notify: {
    title: "Pata Ukumbusho",
    text: "Tutakutumia ukumbusho mmoja dakika 30 kabla ya matangazo yajayo ya moja kwa moja, kwa barua pepe au ujumbe mfupi. Haikusajili kwenye jarida.",
  },
  remind: {
    how: "Nikumbushe kwa",
    byEmail: "Barua pepe",
    byText: "Ujumbe mfupi",
    email: "Anwani ya barua pepe",
    phone: "Namba ya simu ya mkononi",
    phoneHint: "Pamoja na msimbo wa nchi kwa namba iliyo nje ya Marekani, k.m. +254 712 345 678",
    channel: "Tuma kwa",
    submit: "Nikumbushe",
    error: "Hatukuweza kuhifadhi ukumbusho wako. Tafadhali jaribu tena.",
    doneTitle: "Ukumbusho umewekwa",
    done: "Tutakukumbusha dakika 30 kabla ya matangazo ya {{time}}.",
    once: "Mara moja tu: hutapokea ujumbe mwingine kutoka kwetu. Ukumbusho una kiungo cha kuughairi.",
  },
  prayer: {
    title: "Unahitaji Maombi?",
    text: "Tuma ombi la maombi na timu yetu ya kichungaji itakuombea wiki hii.",
    link: "Tuma ombi la maombi",
  },
  links: {
    title: "Viungo vya Haraka",
    give: "Toa sadaka mtandaoni",
    contact: "Wasiliana nasi",
    inPerson: "Jiunge nasi ana kwa ana",
    meeting: "Panga miadi",
  },
};
