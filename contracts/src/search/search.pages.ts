import { churchInfo } from "../common/church-info.ts";
import type { publicRoutes } from "../site/routes.ts";

/** What a page is called, what it answers (shown under the hit) and the words people use for it. */
export interface SearchablePageText {
  title: string;
  summary: string;
  /** Searched, never shown: the words a visitor might type for this page. */
  keywords: string;
}

export interface SearchablePage {
  path: (typeof publicRoutes)[number];
  en: SearchablePageText;
  sw: SearchablePageText;
}

const { service } = churchInfo;

/**
 * The public site's fixed pages as search sees them, in both languages: the questions they answer
 * (service times, parking, location, programs, giving...) are found by search beside the content
 * staff publish. Titles are the pages' own (public-site's `pages.*`; a public-site test keeps them equal).
 */
export const searchablePages: readonly SearchablePage[] = [
  {
    path: "/worship/times",
    en: {
      title: "Service Times",
      summary: `${service.text}, in Swahili with English translation, with a countdown to the next service.`,
      keywords: "service times, schedule, hours, when, what time, start time, Sunday worship",
    },
    sw: {
      title: "Nyakati za Ibada",
      summary: `${service.textSw}, kwa Kiswahili pamoja na tafsiri ya Kiingereza, na muda uliobaki hadi ibada ijayo.`,
      keywords: "nyakati za ibada, ratiba, saa ngapi, lini, muda wa kuanza, ibada ya Jumapili",
    },
  },
  {
    path: "/join-in-person",
    en: {
      title: "Join Us In Person",
      summary: `Plan your first Sunday: what to expect, ${churchInfo.parking.toLowerCase()}, the church van, bus routes ${churchInfo.busRoutes.join(" and ")}, step-free access and what to bring.`,
      keywords:
        "visit, first visit, newcomers, parking, car park, parking lot, driving, car, van, ride, bus, transport, accessibility, wheelchair, what to wear, what to bring",
    },
    sw: {
      title: "Jiunge Nasi Ana kwa Ana",
      summary: `Panga Jumapili yako ya kwanza: mambo ya kutarajia, maegesho ya bure yenye nafasi zaidi ya 25, gari la kanisa, mabasi namba ${churchInfo.busRoutes.join(" na ")}, njia isiyo na ngazi na vitu vya kuleta.`,
      keywords:
        "ziara, mara ya kwanza, wageni, maegesho, kuegesha gari, gari, gari la kanisa, usafiri, basi, ufikiaji, kiti cha magurudumu, mavazi, vitu vya kuleta",
    },
  },
  {
    path: "/contact",
    en: {
      title: "Contact Us",
      summary: `${churchInfo.addressLine}: phone, email, directions and a map, public transport, and a message form. We reply within 24 hours.`,
      keywords:
        "location, address, where, map, directions, find us, phone, call, email, message, prayer request",
    },
    sw: {
      title: "Wasiliana Nasi",
      summary: `${churchInfo.addressLine}: simu, barua pepe, maelekezo na ramani, usafiri wa umma, na fomu ya ujumbe. Tunajibu ndani ya saa 24.`,
      keywords:
        "mahali, anwani, wapi, ramani, maelekezo, simu, piga simu, barua pepe, ujumbe, ombi la maombi",
    },
  },
  {
    path: "/give",
    en: {
      title: "Give",
      summary:
        "Give online: one-time gifts, recurring giving and tithes to the general fund, Swahili Bibles, refugee support, missions and more.",
      keywords:
        "giving, donate, donation, offering, tithe, tithing, generosity, support the church, fund, money",
    },
    sw: {
      title: "Toa Sadaka",
      summary:
        "Toa mtandaoni: sadaka ya mara moja, sadaka ya kujirudia na zaka kwa mfuko mkuu, Biblia za Kiswahili, msaada kwa wakimbizi, misheni na zaidi.",
      keywords:
        "kutoa, sadaka, matoleo, changia, mchango, zaka, fungu la kumi, ukarimu, kusaidia kanisa, mfuko, pesa",
    },
  },
  {
    path: "/programs",
    en: {
      title: "Programs & Ministries",
      summary:
        "The Quaker testimonies, our ministries for young people, men and women, and our outreach to neighbours.",
      keywords:
        "programs, ministries, groups, get involved, testimonies, simplicity, peace, integrity, equality",
    },
    sw: {
      title: "Programu na Huduma",
      summary:
        "Shuhuda za Waquaker, huduma zetu kwa vijana, wanaume na wanawake, na huduma kwa majirani zetu.",
      keywords: "programu, huduma, vikundi, kushiriki, shuhuda, usahili, amani, uadilifu, usawa",
    },
  },
  {
    path: "/programs/youth",
    en: {
      title: "Youth Ministry",
      summary:
        "For young people aged 12 to 25, Sundays 6:30 to 8:00 PM: Bible study, music, mentoring and service.",
      keywords: "youth, young people, teens, teenagers, students, youth group",
    },
    sw: {
      title: "Huduma ya Vijana",
      summary:
        "Kwa vijana wenye miaka 12 hadi 25, Jumapili saa 12:30 jioni hadi 2:00 usiku: kujifunza Biblia, muziki, ulezi na huduma.",
      keywords: "vijana, ujana, wanafunzi, kikundi cha vijana",
    },
  },
  {
    path: "/programs/mens",
    en: {
      title: "Men's Ministry",
      summary: "For men 18 and older, Saturdays 8:00 to 9:30 AM: breakfast, scripture and prayer.",
      keywords: "men, brothers, fathers, breakfast",
    },
    sw: {
      title: "Huduma ya Wanaume",
      summary:
        "Kwa wanaume wenye miaka 18 na zaidi, Jumamosi saa 2:00 hadi 3:30 asubuhi: kifungua kinywa, Maandiko na maombi.",
      keywords: "wanaume, mwanaume, akina baba, kifungua kinywa",
    },
  },
  {
    path: "/programs/womens",
    en: {
      title: "Women's Ministry",
      summary: "Wednesdays 7:00 to 8:30 PM: women supporting one another in prayer, study and care.",
      keywords: "women, sisters, mothers, ladies",
    },
    sw: {
      title: "Huduma ya Wanawake",
      summary:
        "Jumatano saa 1:00 hadi 2:30 usiku: wanawake wakisaidiana katika maombi, kujifunza na kutunzana.",
      keywords: "wanawake, mwanamke, akina mama, kina dada",
    },
  },
  {
    path: "/programs/outreach",
    en: {
      title: "Community Outreach",
      summary:
        "Faith in action: a back-to-school drive, an immigration rights workshop, a local food ministry, our mission partners in Congo and Buffalo, and ways to volunteer.",
      keywords:
        "outreach, volunteer, service, food, food drive, refugees, immigrants, school supplies, mission, Congo, charity",
    },
    sw: {
      title: "Huduma kwa Jamii",
      summary:
        "Imani kwa vitendo: kampeni ya kurudi shuleni, warsha ya haki za wahamiaji, huduma ya chakula, washirika wetu wa misheni Kongo na Buffalo, na njia za kujitolea.",
      keywords:
        "huduma kwa jamii, kujitolea, chakula, wakimbizi, wahamiaji, vifaa vya shule, misheni, Kongo, msaada",
    },
  },
  {
    path: "/worship",
    en: {
      title: "Worship Services",
      summary: `Worship in the manner of Friends, ${service.text.toLowerCase()}: song, scripture, waiting silence and a message, in Swahili with English translation.`,
      keywords: "worship, church service, Sunday, silence, Quaker worship, translation",
    },
    sw: {
      title: "Ibada",
      summary: `Ibada kwa desturi ya Marafiki, ${service.textSw.toLowerCase()}: nyimbo, Maandiko, ukimya wa kusubiri na ujumbe, kwa Kiswahili pamoja na tafsiri ya Kiingereza.`,
      keywords: "ibada, Jumapili, ukimya, ibada ya Marafiki, tafsiri",
    },
  },
  {
    path: "/watch-online",
    en: {
      title: "Watch Online",
      summary: `Watch live every Sunday at ${service.startTime}, and recent services and celebrations any time, on a phone, computer, tablet or smart TV.`,
      keywords: "watch, online, video, videos, livestream, stream, YouTube, recordings",
    },
    sw: {
      title: "Tazama Mtandaoni",
      summary:
        "Tazama moja kwa moja kila Jumapili saa 9:00 alasiri, na ibada na sherehe za hivi karibuni wakati wowote, kwenye simu, kompyuta, kishikwambi au televisheni janja.",
      keywords: "tazama, mtandaoni, video, matangazo ya moja kwa moja, YouTube, rekodi",
    },
  },
  {
    path: "/live-stream",
    en: {
      title: "Live Stream",
      summary: "The Sunday service live with chat, and the most recent service while we are offline.",
      keywords: "live, stream, livestream, chat, now",
    },
    sw: {
      title: "Matangazo ya Moja kwa Moja",
      summary:
        "Ibada ya Jumapili moja kwa moja pamoja na gumzo, na ibada ya hivi karibuni tusipokuwa hewani.",
      keywords: "moja kwa moja, mubashara, gumzo",
    },
  },
  {
    path: "/audio-services",
    en: {
      title: "Audio Sermons",
      summary: "Listen to or download sermons, worship, prayers and teaching, or subscribe as a podcast.",
      keywords: "audio, sermons, podcast, listen, download, preaching",
    },
    sw: {
      title: "Mahubiri ya Sauti",
      summary: "Sikiliza au pakua mahubiri, nyimbo za ibada, maombi na mafundisho, au jiunge kama podikasti.",
      keywords: "sauti, mahubiri, podikasti, sikiliza, pakua",
    },
  },
  {
    path: "/events",
    en: {
      title: "Events",
      summary: "The calendar of worship, fellowship and service, with RSVP and add to calendar.",
      keywords: "events, calendar, RSVP, register, upcoming, activities",
    },
    sw: {
      title: "Matukio",
      summary:
        "Kalenda ya ibada, ushirika na huduma, pamoja na kuthibitisha kuhudhuria na kuongeza kwenye kalenda.",
      keywords: "matukio, kalenda, jiandikishe, yajayo, shughuli",
    },
  },
  {
    path: "/news",
    en: {
      title: "News",
      summary: "Articles, announcements and resources from our church family.",
      keywords: "news, updates, blog",
    },
    sw: {
      title: "Habari",
      summary: "Makala, matangazo na rasilimali kutoka kwa familia ya kanisa letu.",
      keywords: "habari, taarifa, blogu",
    },
  },
  {
    path: "/announcements",
    en: {
      title: "Announcements",
      summary: "What is happening in our church family, most important first.",
      keywords: "announcements, notices, bulletin",
    },
    sw: {
      title: "Matangazo",
      summary: "Kinachoendelea katika familia ya kanisa letu, muhimu zaidi kwanza.",
      keywords: "matangazo, tangazo, taarifa",
    },
  },
  {
    path: "/articles",
    en: {
      title: "Articles",
      summary: "Sermons, teachings, reflections and stories to read.",
      keywords: "articles, reading, teaching, reflections, stories",
    },
    sw: {
      title: "Makala",
      summary: "Mahubiri, mafundisho, tafakari na hadithi za kusoma.",
      keywords: "makala, kusoma, mafundisho, tafakari, hadithi",
    },
  },
  {
    path: "/about",
    en: {
      title: "About Us",
      summary:
        "A Quaker (Friends) church in Buffalo, NY, where people from many nations worship in Swahili and English.",
      keywords: "about, who we are, history, community, Quaker, Friends, beliefs",
    },
    sw: {
      title: "Kuhusu Sisi",
      summary:
        "Kanisa la Waquaker (Marafiki) huko Buffalo, NY, ambapo watu wa mataifa mengi huabudu kwa Kiswahili na Kiingereza.",
      keywords: "kuhusu, sisi ni nani, historia, jumuiya, Waquaker, Marafiki, imani",
    },
  },
  {
    path: "/about/mission",
    en: {
      title: "Our Mission",
      summary: "Why we gather, what we hope for, and the values that guide us.",
      keywords: "mission, vision, values, purpose",
    },
    sw: {
      title: "Dhamira Yetu",
      summary: "Kwa nini tunakusanyika, tunachotumaini, na maadili yanayotuongoza.",
      keywords: "dhamira, maono, maadili, kusudi",
    },
  },
  {
    path: "/about/pastor",
    en: {
      title: "Meet Our Pastor",
      summary: `${churchInfo.pastor.name}: his story, office hours and how to reach him for prayer or counsel.`,
      keywords: "pastor, minister, counsel, prayer, office hours",
    },
    sw: {
      title: "Mfahamu Mchungaji Wetu",
      summary:
        "Mchungaji Samuel Mwangi: historia yake, saa za ofisi na jinsi ya kumfikia kwa maombi au ushauri.",
      keywords: "mchungaji, ushauri, maombi, saa za ofisi",
    },
  },
  {
    path: "/about/faith-practice",
    en: {
      title: "Faith & Practice",
      summary:
        "What Friends believe and how we live it: the testimonies of simplicity, peace, integrity, community and equality.",
      keywords: "beliefs, faith, practice, testimonies, Quaker",
    },
    sw: {
      title: "Imani na Matendo",
      summary:
        "Marafiki wanaamini nini na jinsi tunavyoishi: shuhuda za usahili, amani, uadilifu, jumuiya na usawa.",
      keywords: "imani, matendo, shuhuda, Waquaker",
    },
  },
  {
    path: "/schedule-meeting",
    en: {
      title: "Schedule a Meeting",
      summary:
        "Request a time with Pastor Samuel for spiritual guidance, counseling or a conversation; he replies within 24 hours.",
      keywords: "appointment, meeting, counseling, talk to the pastor, book",
    },
    sw: {
      title: "Panga Miadi",
      summary:
        "Omba muda na Mchungaji Samuel kwa uongozi wa kiroho, ushauri au mazungumzo; atajibu ndani ya saa 24.",
      keywords: "miadi, mkutano, ushauri, kuongea na mchungaji",
    },
  },
  {
    path: "/privacy",
    en: {
      title: "Privacy Policy",
      summary: "How we collect, use and protect your personal information.",
      keywords: "privacy, data, personal information",
    },
    sw: {
      title: "Sera ya Faragha",
      summary: "Jinsi tunavyokusanya, kutumia na kulinda taarifa zako binafsi.",
      keywords: "faragha, data, taarifa binafsi",
    },
  },
  {
    path: "/terms",
    en: {
      title: "Terms of Service",
      summary: "The terms of use of this website.",
      keywords: "terms, conditions, rules",
    },
    sw: {
      title: "Masharti ya Huduma",
      summary: "Masharti ya matumizi ya tovuti hii.",
      keywords: "masharti, kanuni",
    },
  },
  {
    path: "/cookie-policy",
    en: {
      title: "Cookie Policy",
      summary: "The cookies and local storage this site uses, and how to change your choice.",
      keywords: "cookies, consent, analytics",
    },
    sw: {
      title: "Sera ya Vidakuzi",
      summary:
        "Vidakuzi na hifadhi ya ndani ambavyo tovuti hii hutumia, na jinsi ya kubadilisha chaguo lako.",
      keywords: "vidakuzi, idhini, takwimu",
    },
  },
];
