import type { Translation } from "@church/ui-kit";
import type { worshipEn } from "./worship.texts.en.ts";

/** Swahili texts of the worship pages (namespace "site-worship"). */
export const worshipSw: Translation<typeof worshipEn> = {
  facts: {
    when: "Kila Jumapili, saa 9:00 alasiri - saa 12:00 jioni",
    language: "Kwa Kiswahili pamoja na tafsiri ya Kiingereza",
    where: "Mahali",
  },
  countdown: {
    title: "Ibada Ijayo",
    in: "Ibada yetu ijayo inaanza baada ya",
    daysHours: "{{days}} na {{hours}}",
    hoursMinutes: "{{hours}} na {{minutes}}",
    days_one: "siku {{count}}",
    days_other: "siku {{count}}",
    hours_one: "saa {{count}}",
    hours_other: "saa {{count}}",
    minutes_one: "dakika {{count}}",
    minutes_other: "dakika {{count}}",
    startsAt: "Jumapili, saa 9:00 alasiri - saa 12:00 jioni",
    now: "Ibada inaendelea sasa!",
    nowText: "Jiunge nasi ana kwa ana au tazama matangazo ya moja kwa moja.",
    watchNow: "Tazama moja kwa moja",
  },
  worship: {
    metaDescription:
      "Ibada ya Jumapili katika Kanisa la Marafiki Amani huko Buffalo, NY, kila Jumapili saa 9:00 alasiri hadi 12:00 jioni kwa Kiswahili pamoja na tafsiri ya Kiingereza. Mambo ya kutarajia, muda uliobaki na matangazo.",
    lead: "Ibada kwa desturi ya Marafiki: nyimbo, Maandiko, ukimya wa kusubiri na ujumbe, kwa Kiswahili pamoja na tafsiri ya Kiingereza.",
    expectTitle: "Mambo ya Kutarajia",
    expect: [
      {
        title: "Makaribisho mazuri",
        text: "Wakaribishaji hukupokea mlangoni na kukusaidia kupata kiti na kifaa cha tafsiri ukihitaji.",
      },
      {
        title: "Nyimbo na Maandiko",
        text: "Nyimbo za Kiswahili na za sifa, maneno yakionyeshwa kwenye skrini kwa lugha zote mbili.",
      },
      {
        title: "Ibada ya kusubiri",
        text: "Wakati wa ukimya ambapo yeyote anaweza kuongozwa kuomba au kusema maneno machache.",
      },
      { title: "Ujumbe", text: "Mchungaji Samuel au Rafiki mgeni huleta ujumbe kutoka kwenye Maandiko." },
      { title: "Ushirika", text: "Baada ya ibada kila mtu anakaribishwa kunywa chai na kula pamoja." },
    ],
    streamTitle: "Abudu Pamoja Nasi Mtandaoni",
    streamText:
      "Ibada hutangazwa moja kwa moja kila Jumapili. Tusipokuwa hewani, ibada ya hivi karibuni huchezwa hapa.",
    latestRecording: "Ibada ya hivi karibuni",
    liveNow: "Moja kwa moja sasa: {{title}}",
    more: "Njia zaidi za kujiunga",
    helpTitle: "Unahitaji msaada wa kujiunga?",
    helpText: "Ukipata shida na matangazo au ungependa usafiri kuja kanisani, tunafurahi kukusaidia.",
    contactSupport: "Wasiliana na Msaada",
    browseAudio: "Vinjari Mahubiri ya Sauti",
  },
  links: {
    inPerson: "Tembelea ana kwa ana",
    online: "Tazama mtandaoni",
    contact: "Wasiliana nasi",
  },
  times: {
    metaDescription:
      "Nyakati za ibada katika Kanisa la Marafiki Amani huko Buffalo, NY: kila Jumapili saa 9:00 alasiri hadi 12:00 jioni, kwa Kiswahili pamoja na tafsiri ya Kiingereza.",
    description:
      "Kila Jumapili, saa 9:00 alasiri - saa 12:00 jioni, kwa Kiswahili pamoja na tafsiri ya Kiingereza. Ratiba kamili ya mikusanyiko yetu ya kila wiki inakuja hivi karibuni.",
  },
  inPerson: {
    metaDescription:
      "Tembelea Kanisa la Marafiki Amani ana kwa ana: ibada ya Jumapili saa 9:00 alasiri hadi 12:00 jioni, 245 Friendship Avenue, Buffalo, NY. Maegesho ya bure, gari la kanisa, mabasi namba 8 na 20 na njia isiyo na ngazi.",
    lead: "Tungependa kukutana nawe. Haya ndiyo yote unayohitaji kwa Jumapili yako ya kwanza pamoja nasi.",
    detailsTitle: "Maelezo ya Ibada",
    duration: "Takriban saa tatu, pamoja na mlo wa pamoja mwishoni",
    dress: "Njoo kama ulivyo: wengine huvaa rasmi, wengine kawaida",
    children: "Watoto wanakaribishwa ibadani; darasa la watoto hukutana wakati wa ujumbe",
    expectTitle: "Mambo ya Kutarajia",
    expect: [
      "Mkaribishaji atakupokea na kukuonyesha mahali.",
      "Ibada ni kwa Kiswahili; tafsiri ya Kiingereza hutolewa moja kwa moja na kwenye skrini.",
      "Kuna wakati wa ibada ya kusubiri kwa ukimya: unakaribishwa kukaa tu na kupumzika.",
      "Hakuna atakayekuomba usimame au useme; wewe ni mgeni wetu.",
      "Baki kwa chai na mlo baadaye ili kukutana na familia ya kanisa.",
    ],
    videosTitle: "Tazama Ibada ya Hivi Karibuni",
    videosEmpty: "Rekodi za ibada za hivi karibuni zitaonekana hapa hivi karibuni.",
    transportTitle: "Jinsi ya Kufika",
    transport: {
      drive: {
        title: "Kwa Gari",
        text: "Maegesho ya bure yenye nafasi 25+ kando ya kanisa, pamoja na nafasi za watu wenye ulemavu karibu na mlango.",
      },
      van: {
        title: "Gari la Kanisa",
        text: "Gari letu huwachukua washiriki na wageni wanaohitaji usafiri. Piga simu ofisi ya kanisa kabla ya Ijumaa ili kupanga.",
      },
      bus: {
        title: "Basi la Umma",
        text: "Mabasi ya NFTA Metro namba 8 na 20 husimama mitaa miwili kutoka kanisani.",
      },
      walk: {
        title: "Kwa Miguu na Baiskeli",
        text: "Kanisa liko kwenye mtaa tulivu wa makazi, na kuna mahali pa kuegesha baiskeli karibu na mlango mkuu.",
      },
    },
    busLink: "Panga safari yako na NFTA Metro",
    accessibilityTitle: "Ufikivu",
    accessibility: [
      "Mlango usio na ngazi na choo kinachofikika",
      "Maegesho maalum karibu na mlango",
      "Vitabu vya nyimbo vyenye herufi kubwa na vifaa vya kusikiliza tafsiri",
      "Chumba tulivu kwa familia zenye watoto wadogo",
    ],
    bringTitle: "Cha Kuleta",
    bring: [
      "Wewe mwenyewe na familia yako: kila kitu kingine kipo",
      "Biblia ukipenda (Biblia za Kiswahili na Kiingereza zinapatikana kuazimwa)",
      "Koti zito wakati wa baridi: Jumapili za Buffalo zinaweza kuwa na theluji!",
      "Hamu ya mlo baada ya ibada",
    ],
    questions: "Una maswali kabla ya kututembelea?",
    contact: "Wasiliana nasi",
    schedule: "Kutana na mchungaji",
  },
  watch: {
    metaDescription:
      "Tazama Kanisa la Marafiki Amani mtandaoni: matangazo ya moja kwa moja ya Jumapili saa 9:00 alasiri, ibada za hivi karibuni na video za sherehe, kwa Kiswahili pamoja na tafsiri ya Kiingereza.",
    lead: "Abudu pamoja nasi ukiwa popote: moja kwa moja kila Jumapili saa 9:00 alasiri, na rekodi wakati wowote.",
    statusLive: "MUBASHARA",
    statusOffline: "NJE YA HEWANI",
    liveNow: "Tuko hewani sasa",
    viewers_one: "Mtu {{count}} anatazama",
    viewers_other: "Watu {{count}} wanatazama",
    nextStream: "Matangazo yajayo: {{time}}",
    statusUnknown: "Hali ya matangazo haipatikani kwa sasa",
    playerTitle: "Ibada ya Jumapili",
    devicesTitle: "Tazama kwa Kifaa Chochote",
    devices: {
      phone: { title: "Simu", text: "Fungua ukurasa huu au chaneli yetu ya video kwenye simu yako." },
      computer: {
        title: "Kompyuta",
        text: "Kivinjari chochote cha kisasa kinafanya kazi; hakuna akaunti inayohitajika.",
      },
      tablet: { title: "Tabiti", text: "Nzuri kwa kutazama pamoja na familia mezani." },
      tv: {
        title: "Televisheni Janja",
        text: "Tafuta chaneli yetu kwenye programu ya YouTube ya televisheni yako.",
      },
    },
    recentTitle: "Ibada za Hivi Karibuni",
    celebrationsTitle: "Sherehe za Imani na Furaha",
    emptyVideos: "Bado hakuna rekodi hapa. Tafadhali rudi tena hivi karibuni.",
    channel: "Tembelea chaneli yetu ya video",
    moreTitle: "Njia Zaidi za Kuungana Nasi",
    links: {
      inPerson: "Jiunge nasi ana kwa ana",
      contact: "Wasiliana nasi",
      meeting: "Panga miadi",
      give: "Toa sadaka mtandaoni",
      audio: "Mahubiri ya sauti",
      live: "Ukurasa wa matangazo ya moja kwa moja",
    },
  },
};
