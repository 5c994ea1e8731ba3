import type { Translation } from "@church/ui-kit";
import type { contactEn } from "./contact.texts.en.ts";

/** Swahili texts of the contact page (namespace "site-contact"). */
export const contactSw: Translation<typeof contactEn> = {
  metaDescription:
    "Wasiliana na Kanisa la Marafiki Amani huko Buffalo, NY: anwani, simu, barua pepe, maelekezo, njia za mabasi na fomu ya ujumbe. Tunajibu ndani ya saa 24.",
  lead: "Tungependa kusikia kutoka kwako. Tutumie ujumbe, tupigie simu, au njoo ututembelee Jumapili.",
  visit: {
    title: "Tutembelee",
    address: "Anwani",
    service: "Ibada ya Jumapili",
    serviceValue: "Kila Jumapili, saa 9:00 alasiri - saa 12:00 jioni, saa za Buffalo (Marekani Mashariki)",
    directions: "Pata Maelekezo",
    map: "Fungua kwenye Ramani za Google",
    mapLabel: "Ramani: {{address}}",
  },
  gettingHere: {
    title: "Jinsi ya Kufika",
    drive: { title: "Kwa gari", text: "Maegesho ya bure yenye nafasi 25+ kando ya kanisa." },
    bus: { title: "Kwa basi", text: "Mabasi ya NFTA Metro namba 8 na 20 husimama mitaa miwili kutoka hapa." },
    walk: {
      title: "Kwa miguu au baiskeli",
      text: "Mitaa tulivu na mahali pa kuegesha baiskeli karibu na mlango mkuu.",
    },
  },
  pastor: {
    title: "Ongea na Mchungaji",
    text: "Mchungaji Samuel Mwangi anafurahi kukutana kwa maombi, ushauri au mazungumzo.",
    schedule: "Panga Miadi",
  },
  office: {
    title: "Ofisi ya Kanisa",
    phone: "Simu",
    email: "Barua pepe",
    reply: "Tunajibu kila ujumbe ndani ya saa 24.",
  },
  form: {
    title: "Tutumie Ujumbe",
    name: "Jina Lako",
    email: "Anwani ya Barua Pepe",
    phone: "Namba ya Simu",
    subject: "Mada",
    subjectPlaceholder: "Tukusaidie vipi?",
    message: "Ujumbe",
    preferred: "Tukujibu kwa njia gani?",
    send: "Tuma Ujumbe",
    sending: "Inatuma...",
    sentTitle: "Ujumbe Umetumwa!",
    sent: "Asante kwa ujumbe wako! Tutakujibu ndani ya saa 24.",
    another: "Tuma Ujumbe Mwingine",
    error:
      "Hatukuweza kutuma ujumbe wako. Tafadhali angalia muunganisho wako na ujaribu tena, au utupigie simu.",
  },
  transport: {
    title: "Usafiri wa Umma",
    text: "Mabasi ya NFTA Metro namba 8 na 20 yote husimama mitaa miwili kutoka kanisani. Panga safari yako kwa kipanga-safari cha NFTA; Jumapili mabasi hupita takriban kila dakika 30.",
    link: "Kipanga-safari cha NFTA Metro",
    van: "Unahitaji usafiri? Gari la kanisa linaweza kukuchukua: piga simu ofisini kabla ya Ijumaa.",
  },
  connect: {
    title: "Ungana Nasi",
    inPerson: "Jiunge nasi ana kwa ana",
    online: "Tazama mtandaoni",
    meeting: "Panga miadi",
    give: "Toa sadaka mtandaoni",
  },
};
