import type { Translation } from "@church/ui-kit";
import type { eventsEn } from "./events.texts.en.ts";

/** Swahili texts of the events page (namespace "site-events"). */
export const eventsSw: Translation<typeof eventsEn> = {
  metaDescription:
    "Matukio yajayo katika Kanisa la Marafiki Amani huko Buffalo, NY: ibada, ushirika, mikutano ya huduma na huduma kwa jamii. Jiandikishe mtandaoni.",
  lead: "Ibada, ushirika na huduma: tazama kinachokuja na utujulishe kwamba utakuja.",
  loading: "Inapakia matukio...",
  noEvents: "Hakuna matukio yaliyopangwa kwa sasa. Tafadhali rudi tena hivi karibuni.",
  filterTitle: "Chuja kwa aina",
  clearAll: "Futa Yote",
  filterHint: "Inaonyesha matukio yenye aina yoyote iliyochaguliwa.",
  calendar: {
    label: "Kalenda ya matukio",
    previous: "Mwezi uliopita",
    next: "Mwezi ujao",
    today: "Leo",
    more: "+{{count}} zaidi",
    eventsOn: "Matukio {{count}} tarehe {{date}}",
  },
  list: {
    title: "Matukio ya {{month}}",
    empty: "Hakuna matukio mwezi huu.",
  },
  detail: {
    title: "Maelezo ya Tukio",
    choose: "Chagua tukio kwenye kalenda au kwenye orodha ili kuona maelezo yake.",
    category: "Aina",
    capacity: "Nafasi {{current}} kati ya {{max}} zimechukuliwa",
    rsvp: "Jiandikishe",
    rsvpRequired: "Usajili Unahitajika",
    full: "Tukio Limejaa",
    isFull: "Tukio limejaa",
    joinWaitlist: "Jiunge na Orodha ya Kusubiri",
    waitlistHint: "Jiunge na orodha ya kusubiri na tutakutumia barua pepe nafasi ikipatikana.",
    addToCalendar: "Ongeza kwenye Kalenda",
    directions: "Pata Maelekezo",
    close: "Funga maelezo",
  },
  upcoming: {
    title: "Matukio Yajayo",
    empty: "Hakuna matukio yajayo.",
  },
  form: {
    title: "Jiandikishe: {{event}}",
    description: "Tujulishe kwamba utakuja. Tutakutumia uthibitisho kwa barua pepe.",
    name: "Jina Kamili",
    email: "Anwani ya Barua Pepe",
    phone: "Namba ya Simu",
    notes: "Maelezo Maalum",
    notesPlaceholder: "Vikwazo vya chakula, mahitaji ya ufikivu, au maelezo mengine",
    submit: "Tuma Usajili",
    submitting: "Inatuma...",
    cancel: "Ghairi",
    placesLeft_one: "nafasi {{count}} imebaki",
    placesLeft_other: "nafasi {{count}} zimebaki",
    dateFull: "imejaa: orodha ya kusubiri",
    joinWaitlist: "Jiunge na Orodha ya Kusubiri",
    waitlistTitle: "Orodha ya kusubiri: {{event}}",
    waitlistDescription:
      "Tarehe hii imejaa. Acha maelezo yako na tutakutumia barua pepe nafasi ikipatikana; nafasi yako kwenye orodha inahifadhiwa kwa mpangilio uliouliza.",
  },
  answer: {
    when: "{{event}}: {{date}}, {{time}}",
    mail: "Tumekutumia uthibitisho kwa {{email}}, pamoja na kiungo cha kughairi mipango yako ikibadilika.",
    waitlistMail: "Tumekutumia barua pepe kwa {{email}} na tutaandika tena nafasi ikipatikana.",
  },
  feed: "Jiandikishe kwa kalenda ya kanisa",
  feedHint: "(huongeza matukio yetu kwenye programu yako ya kalenda na kuyasasisha)",
  page: {
    allEvents: "Matukio yote",
    more: "Zaidi kuhusu tukio hili",
    notFoundTitle: "Tukio Halikupatikana",
    notFoundText: "Tukio unalolitafuta halipo au haliorodheshwi tena.",
    share: "Shiriki tukio hili",
  },
  subscribe: {
    title: "Ongeza matukio yetu kwenye kalenda yako",
    text: "Jiandikishe mara moja na matukio mapya yataonekana kwenye kalenda yako yenyewe.",
    apple: "Kalenda ya Apple",
    google: "Kalenda ya Google",
    other: "Programu nyingine za kalenda (kiungo cha iCalendar)",
  },
  newsletter: {
    title: "Usikose Tukio Lolote",
    text: "Pokea matukio yajayo kwenye barua pepe yako kila mwezi.",
  },
};
