import type { Translation } from "@church/ui-kit";
import type { meetingEn } from "./meeting.texts.en.ts";

/** Swahili texts of the meeting request page (namespace "site-meeting"). */
export const meetingSw: Translation<typeof meetingEn> = {
  metaDescription:
    "Omba miadi na Mchungaji Samuel Mwangi wa Kanisa la Marafiki Amani, Buffalo, NY, kwa uongozi wa kiroho, ushauri, huduma kwa jamii au mazungumzo ya kawaida.",
  lead: "Omba muda na Mchungaji Samuel. Atajibu ndani ya saa 24 kuthibitisha au kupendekeza muda mwingine.",
  form: {
    title: "Ombi la Miadi",
    aboutYou: "Kuhusu Wewe",
    name: "Jina Kamili",
    email: "Anwani ya Barua Pepe",
    phone: "Namba ya Simu",
    meeting: "Mkutano Wako",
    type: "Aina ya mkutano",
    preferredDate: "Tarehe unayopendelea",
    preferredTime: "Saa unayopendelea",
    alternativeDate: "Tarehe mbadala",
    alternativeTime: "Saa mbadala",
    selectTime: "Chagua saa",
    selectDate: "Chagua tarehe",
    loadingSlots: "Inapakia nyakati za mchungaji zilizo wazi...",
    noSlots: "Hakuna nyakati zilizo wazi katika wiki nne zijazo. Tafadhali mpigie mchungaji simu.",
    slotsHint: "Nyakati zilizo wazi za mchungaji tu ndizo zinaonyeshwa",
    timeHint: "Saa ni za {{city}} ({{zone}})",
    dateHint: "Kuanzia kesho",
    format: "Njia ya mkutano",
    urgency: "Uharaka",
    purpose: "Lengo la mkutano",
    purposePlaceholder: "Mweleze mchungaji kwa ufupi ungependa kuzungumzia nini.",
    privacy: "Ombi lako huonwa na mchungaji tu na viongozi wa kanisa wanaomsaidia kupanga miadi.",
    submit: "Tuma Ombi",
    submitting: "Inatuma...",
    error: "Hatukuweza kutuma ombi lako. Tafadhali kagua fomu na ujaribu tena.",
  },
  confirmation: {
    title: "Ombi la Miadi Limetumwa!",
    text: "Ombi lako la mkutano limetumwa. Mchungaji atajibu ndani ya saa 24.",
    mailText:
      "Hatukuweza kufikia seva yetu, kwa hivyo programu yako ya barua pepe imefunguka ikiwa na ombi lako kwa mchungaji. Tafadhali bonyeza Tuma humo ili kukamilisha.",
    mailLink: "Fungua barua pepe tena",
    summary: "Ombi lako",
    when: "{{date}}, {{time}}",
    another: "Omba Miadi Nyingine",
    home: "Rudi Mwanzo",
  },
  sidebar: {
    title: "Mambo ya Kutarajia",
    items: [
      "Mchungaji husoma kila ombi yeye mwenyewe.",
      "Utapata jibu ndani ya saa 24 kwa barua pepe au simu.",
      "Mikutano kwa kawaida huchukua dakika 30 hadi 60.",
      "Kila unachoshiriki hutunzwa kwa siri.",
    ],
    urgentTitle: "Unahitaji kuongea sasa?",
    urgentText: "Kwa huduma ya kichungaji ya dharura, mpigie mchungaji moja kwa moja.",
  },
};
