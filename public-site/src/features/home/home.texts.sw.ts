import type { Translation } from "@church/ui-kit";
import type { homeEn } from "./home.texts.en.ts";

/** Swahili texts of the home page (namespace "site-home"). */
export const homeSw: Translation<typeof homeEn> = {
  metaDescription:
    "Kanisa la Marafiki Amani ni kanisa la Waquaker (Marafiki) huko Buffalo, NY. Jiunge nasi kila Jumapili saa 9:00 alasiri hadi 12:00 jioni kwa ibada ya Kiswahili pamoja na tafsiri ya Kiingereza, ana kwa ana au mtandaoni.",
  joinUs: "Jiunge Nasi Jumapili",
  liveNow: "Hewani sasa: tazama ibada",
  watchOnline: "Tazama Mtandaoni",
  worship: {
    title: "Ibada ya Jumapili",
    when: "Kila Jumapili, saa 9:00 alasiri - saa 12:00 jioni",
    language: "Kwa Kiswahili pamoja na tafsiri ya Kiingereza",
    where: "Mahali",
    details: "Panga ziara yako",
    directions: "Pata maelekezo",
    online: "Huwezi kufika? Tazama ibada mtandaoni.",
  },
  whatsOn: {
    title: "Wiki hii Amani",
    events: "Yanayokuja",
    noEvents: "Bado hakuna matukio yaliyopangwa.",
    allEvents: "Matukio yote",
    repeat: {
      weekly: "kila wiki",
      biweekly: "kila wiki mbili",
      monthly: "kila mwezi",
      "monthly-weekday": "kila mwezi",
    },
    sermon: "Mahubiri ya karibuni",
    length: "Muda: {{duration}}",
    noSermon: "Bado hakuna mahubiri.",
    allSermons: "Mahubiri yote",
    announcements: "Matangazo",
    noAnnouncements: "Hakuna matangazo kwa sasa.",
    allAnnouncements: "Matangazo yote",
  },
  missionVision: "Dhamira na Maono",
  values: {
    title: "Maadili Yetu ya Msingi",
    intro: "Imani sita huongoza jinsi tunavyoabudu, kuamua na kutumika pamoja.",
    items: [
      {
        title: "Ibada",
        text: "Tunakusanyika kwa kusubiri kwa matumaini, tukisikiliza pamoja uwepo hai wa Mungu.",
      },
      {
        title: "Amani",
        text: "Tunajitahidi kuishi katika wema unaoondoa chanzo cha vita vyote, nyumbani na duniani.",
      },
      { title: "Uadilifu", text: "Ndiyo yetu huwa ndiyo na siyo yetu huwa siyo; tunasema kweli kwa upendo." },
      { title: "Jumuiya", text: "Tunachukuliana mizigo na kumkaribisha kila mgeni kama familia." },
      {
        title: "Usawa",
        text: "Tunaheshimu kile cha Mungu ndani ya kila mtu, bila kujali lugha, taifa au historia yake.",
      },
      { title: "Huduma", text: "Tunaishi imani yetu kwa kuwatumikia majirani huko Buffalo na kwingineko." },
    ],
  },
  programs: {
    title: "Programu kwa Kila Kizazi",
    intro: "Pata nafasi yako ya kukua, kutumika na kuwa sehemu ya familia.",
    youth: {
      title: "Huduma ya Vijana",
      text: "Miaka 12-25. Kujifunza Biblia, muziki, ulezi na urafiki.",
      when: "Jumapili saa 12:30 jioni - 2:00 usiku, saa za Buffalo",
    },
    mens: {
      title: "Huduma ya Wanaume",
      text: "Kwa wanaume wenye miaka 18 na zaidi: kifungua kinywa, Maandiko na maombi.",
      when: "Jumamosi saa 2:00 - 3:30 asubuhi, saa za Buffalo",
    },
    womens: {
      title: "Huduma ya Wanawake",
      text: "Maombi, kujifunza na kutunzana katika kila kipindi cha maisha.",
      when: "Jumatano saa 1:00 - 2:30 usiku, saa za Buffalo",
    },
    outreach: {
      title: "Huduma kwa Jamii",
      text: "Huduma ya chakula, vifaa vya shule, msaada kwa wahamiaji na washirika wa misheni.",
      when: "Mwaka mzima",
    },
    learnMore: "Jifunze zaidi kuhusu {{program}}",
  },
  gatherings: {
    title: "Mikusanyiko ya Waquaker",
    intro:
      "Mara tatu kwa mwaka tunakusanyika na Marafiki wa magharibi mwa New York kwa ibada, ushirika na kujifunza.",
    items: [
      {
        season: "Mkusanyiko wa Masika",
        month: "Juni",
        text: "Ibada ya nje, milo ya pamoja na warsha siku zinaporefuka.",
      },
      {
        season: "Mkusanyiko wa Vuli",
        month: "Septemba",
        text: "Mavuno ya shukrani, ushuhuda na mipango ya huduma ya mwaka.",
      },
      {
        season: "Mkusanyiko wa Baridi",
        month: "Januari",
        text: "Mafungo ya utulivu, tafakari na maombi ili kuanza mwaka mpya pamoja.",
      },
    ],
    askAbout: "Uliza kuhusu mkusanyiko ujao",
  },
  partners: {
    title: "Ushirikiano Wetu",
    intro: "Tunatumika pamoja na washirika walio karibu na mbali.",
    carousel: "Ushirikiano",
    slide: "{{current}} kati ya {{total}}",
    previous: "Mshirika uliotangulia",
    next: "Mshirika unaofuata",
    pause: "Simamisha",
    play: "Endelea",
    pauseLabel: "Simamisha mzunguko wa kiotomatiki",
    playLabel: "Anzisha mzunguko wa kiotomatiki",
    goTo: "Onyesha mshirika {{number}}: {{name}}",
    impact: "Maeneo ya huduma",
    visit: "Tembelea {{name}}",
    imageUnavailable: "Picha ya mshirika haipatikani",
  },
  partnerVideo: {
    title: "Mfahamu Mshirika Wetu wa Misheni",
    text: "Tazama jinsi sadaka na maombi yetu yanavyosaidia familia katika Jamhuri ya Kidemokrasia ya Kongo kupitia Kituo cha Misheni Tumaini.",
    videoTitle: "Mshirika wetu wa misheni nchini Kongo",
    give: "Saidia misheni",
  },
  newsletter: {
    title: "Jiunge na Jarida Letu",
    text: "Habari za kila mwezi, matukio yajayo na tafakari kutoka kwa Mchungaji Samuel, kwa Kiingereza na Kiswahili.",
  },
};
