import type { Translation } from "@church/ui-kit";
import type { audioEn } from "./audio.texts.en.ts";

/** Swahili texts of the audio sermons page (namespace "site-audio"). */
export const audioSw: Translation<typeof audioEn> = {
  metaDescription:
    "Sikiliza mahubiri ya sauti, nyimbo za ibada, maombi na mafundisho kutoka Kanisa la Marafiki Amani huko Buffalo, NY, kwa Kiswahili na Kiingereza.",
  lead: "Mahubiri, nyimbo za ibada, maombi na mafundisho ya kusikiliza nyumbani, kazini au safarini.",
  search: "Tafuta ibada za sauti",
  searchPlaceholder: "Tafuta kwa kichwa, maelezo au mhubiri",
  category: "Aina",
  allCategories: "Aina zote",
  count_one: "Ibada {{count}} ya sauti imepatikana",
  count_other: "Ibada {{count}} za sauti zimepatikana",
  notFound: "Hakuna Ibada za Sauti Zilizopatikana",
  notFoundText: "Jaribu utafutaji au aina nyingine.",
  clearFilters: "Futa Vichujio",
  loadError: "Hatukuweza kupakia ibada za sauti kwa sasa. Tafadhali jaribu tena baadaye.",
  player: {
    play: "Cheza {{title}}",
    pause: "Simamisha {{title}}",
    seek: "Mahali katika {{title}}",
    back: "Rudi nyuma sekunde 30",
    forward: "Songa mbele sekunde 30",
    volume: "Sauti",
    mute: "Zima sauti",
    unmute: "Washa sauti",
    download: "Pakua",
    downloadTitle: "Pakua {{title}}",
    share: "Shiriki",
    shareTitle: "Shiriki {{title}}",
    copied: "Kiungo cha sauti kimenakiliwa!",
    unavailable: "Rekodi hii bado haipatikani. Tafadhali jaribu tena baadaye.",
    light: "Toleo jepesi kwa data ya simu ({{light}} badala ya {{full}})",
    speaker: "Mhubiri",
    duration: "Muda",
  },
  offline: {
    save: "Hifadhi bila mtandao",
    saving: "Inahifadhi...",
    hint: "Huhifadhi mahubiri haya kwenye simu hii ({{size}}), ili yacheze bila mtandao.",
    saved: "Yamehifadhiwa kwenye simu hii ({{size}}): yanacheza bila mtandao.",
    remove: "Ondoa kwenye simu hii",
    removed: "Yameondolewa kwenye simu hii.",
    failed:
      "Hatukuweza kuhifadhi mahubiri haya. Tafadhali angalia mtandao na nafasi iliyobaki kwenye simu yako, kisha ujaribu tena.",
  },
  page: {
    allSermons: "Mahubiri yote",
    listen: "Sikiliza mahubiri haya",
    notFoundTitle: "Mahubiri Hayakupatikana",
    notFoundText: "Mahubiri unayoyatafuta hayapo au hayaorodheshwi tena.",
    share: "Shiriki mahubiri haya",
    podcastName: "Mahubiri ya Amani Friends Church",
  },
  podcast: {
    title: "Sikiliza kwenye programu yako ya podikasti",
    text: "Jiandikishe mara moja na kila hubiri jipya litafika kwenye simu yako lenyewe.",
    apple: "Apple Podcasts",
    other: "Programu yoyote ya podikasti (kiungo cha RSS)",
    english: "Kwa Kiingereza",
    swahili: "Kwa Kiswahili",
  },
  subscribe: {
    title: "Pokea Mahubiri Mapya kwa Barua Pepe",
    text: "Tutakujulisha ibada mpya za sauti zinapoongezwa.",
  },
};
