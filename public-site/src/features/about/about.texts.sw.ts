import type { Translation } from "@church/ui-kit";
import type { aboutEn } from "./about.texts.en.ts";

/** Swahili texts of the About pages (namespace "site-about"). */
export const aboutSw: Translation<typeof aboutEn> = {
  about: {
    metaDescription:
      "Sisi ni nani: kanisa la Waquaker (Marafiki) huko Buffalo, NY, ambapo familia kutoka Afrika Mashariki na majirani kutoka kila mahali huabudu pamoja kwa Kiswahili na Kiingereza.",
    lead: "Kanisa la Waquaker (Marafiki) huko Buffalo, NY, ambapo watu wa mataifa mengi huabudu pamoja kwa Kiswahili na Kiingereza.",
    storyTitle: "Historia Yetu",
    story: [
      "Jina letu, Amani, linatukumbusha wito wetu wa kuishi kwa amani. Kanisa letu lilianza kama kikundi kidogo cha maombi cha familia kutoka Kenya, Tanzania, Kongo na Burundi waliokuwa wamejenga makazi mapya Buffalo na walikosa kuabudu kwa lugha yao.",
      "Leo sisi ni mkutano unaokua wa Jumuiya ya Kidini ya Marafiki: wageni na wakazi wa muda mrefu wa Buffalo, watoto na wazee, tukiabudu kwa Kiswahili pamoja na tafsiri ya Kiingereza kila Jumapili alasiri.",
    ],
    visionTitle: "Maono Yetu",
    valuesTitle: "Tunachokithamini",
    values: [
      {
        title: "Ibada ya kusikiliza",
        text: "Nyakati za ukimya na nyimbo ambapo yeyote anaweza kuongozwa kusema.",
      },
      {
        title: "Ukarimu",
        text: "Kila mgeni husalimiwa, hutafsiriwa na hukaribishwa kwenye mlo baada ya ibada.",
      },
      {
        title: "Amani na haki",
        text: "Tunasimama pamoja na wakimbizi na wahamiaji na tunafanya kazi kwa ajili ya amani katika mji wetu na Kongo.",
      },
      {
        title: "Maisha sahili",
        text: "Tunaweka maisha yetu na kanisa letu bila msongamano ili kuwe na nafasi ya mambo muhimu.",
      },
    ],
    pastorTitle: "Mfahamu Mchungaji Wetu",
    pastorTeaser:
      "Mchungaji Samuel Mwangi alikulia katika kanisa la Marafiki magharibi mwa Kenya na amehudumia familia za wahamiaji na wakimbizi huko Buffalo kwa zaidi ya miaka kumi.",
    pastorLink: "Soma habari za Mchungaji Samuel",
    communityTitle: "Jumuiya Yetu",
    community:
      "Washiriki wetu hufanya kazi kama wauguzi, madereva, walimu, wanafunzi na wafanyabiashara kote magharibi mwa New York. Tunashiriki milo, tunasherehekea harusi na mahafali, tunawatembelea wagonjwa, tunasaidiana na makaratasi na usafiri, na tunawalea watoto wetu pamoja. Bila kujali lugha au asili yako, kuna kiti kwa ajili yako.",
    visit: "Panga ziara",
    missionLink: "Dhamira na maadili yetu",
  },
  mission: {
    metaDescription:
      "Dhamira, maono na maadili ya msingi ya Kanisa la Marafiki Amani: ibada katika roho na kweli, kutunzana na kuwatumikia majirani zetu.",
    lead: "Kwa nini tunakusanyika, tunachotumaini, na maadili yanayotuongoza.",
    missionTitle: "Dhamira Yetu",
    visionTitle: "Maono Yetu",
    valuesTitle: "Maadili Yetu Matano ya Msingi",
    values: [
      { title: "Imani", text: "Tunamtegemea Mungu anayetuongoza, kupitia Maandiko, ibada na Nuru ya Ndani." },
      {
        title: "Upendo",
        text: "Tunapendana kama Kristo alivyotupenda, kwa maneno na kwa matendo ya kujali.",
      },
      { title: "Amani", text: "Tunakataa vurugu na tunatafuta upatanisho katika familia, mitaa na mataifa." },
      { title: "Uadilifu", text: "Tunasema kweli na kutenda kwa uaminifu, kanisani na duniani." },
      {
        title: "Huduma",
        text: "Tunawatumikia maskini, wageni na wakimbizi kana kwamba tunamtumikia Kristo mwenyewe.",
      },
    ],
    join: "Jiunge nasi Jumapili hii",
    contact: "Ongea nasi",
  },
  pastor: {
    metaDescription:
      "Mfahamu Mchungaji Samuel Mwangi wa Kanisa la Marafiki Amani huko Buffalo, NY: historia yake, jinsi ya kumfikia na jinsi ya kupanga miadi.",
    lead: "Mchungaji wa familia ya kanisa letu, anapatikana kwa maombi, ushauri na mazungumzo.",
    bioTitle: "Wasifu",
    bioMore: [
      "Kabla ya kuja Buffalo, Mchungaji Samuel alifundisha katika shule ya sekondari ya Marafiki na alifanya kazi na mpango wa ujenzi wa amani katika eneo la Maziwa Makuu. Ana shahada ya theolojia na ni mhudumu aliyetambuliwa miongoni mwa Marafiki.",
      "Amemuoa Esther, anayeongoza huduma yetu ya wanawake, na wana watoto watatu.",
    ],
    portraitAlt: "Picha ya Mchungaji Samuel Mwangi",
    contactTitle: "Wasiliana na Mchungaji",
    email: "Barua pepe",
    phone: "Simu",
    hoursTitle: "Saa za Ofisi",
    hours: "Kwa miadi; Jumapili saa 9:00 alasiri hadi 12:00 jioni",
    hoursNote: "Mchungaji Samuel anafurahi kukutana kanisani, kwa simu au kwa simu ya video.",
    schedule: "Panga Miadi",
    scheduleText: "Omba muda kwa ajili ya maombi, uongozi wa kiroho, ushauri au mazungumzo ya kawaida.",
    message: "Tuma ujumbe",
  },
  faith: {
    metaDescription:
      "Imani na matendo katika Kanisa la Marafiki Amani, kanisa la Waquaker huko Buffalo, NY: shuhuda za usahili, amani, uadilifu, jumuiya na usawa.",
    description:
      "Tunaandika ukurasa huu kuhusu imani na matendo yetu kama Marafiki: jinsi tunavyoabudu, jinsi tunavyofanya maamuzi pamoja, na shuhuda za usahili, amani, uadilifu, jumuiya na usawa.",
    readMore: "Kwa sasa, soma kuhusu shuhuda za Waquaker kwenye ukurasa wetu wa Programu na Huduma.",
  },
};
