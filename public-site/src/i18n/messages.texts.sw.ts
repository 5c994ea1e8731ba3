import {
  announcementMessages,
  articleMessages,
  audioMessages,
  bookingMessages,
  chatFallbackMessages,
  chatMessages,
  churchInfo,
  contactMessages,
  donationMessages,
  liveChatMessages,
  meetingMessages,
  newsletterMessages,
  phoneMessages,
  rsvpMessages,
  searchMessages,
  streamReminderMessages,
  textMessageTexts,
} from "@church/contracts";
import { apiClientMessages } from "@church/contracts/client";

const pastorPhone = churchInfo.pastor.phone;

/**
 * Texts that reach the page from the contracts at run time (validation messages of the shared
 * schemas, API answers, chat fallbacks), in English word for word; here their Swahili versions.
 */
export const messagesSw: Record<string, string> = {
  // Shared field rules
  "This field is required": "Sehemu hii inahitajika",
  "Please enter a valid email address": "Tafadhali weka anwani sahihi ya barua pepe",
  "Please choose one of the times": "Tafadhali chagua mojawapo ya nyakati",
  "Invalid ISO date": "Tafadhali chagua tarehe sahihi",
  "Too many requests. Please try again later.": "Maombi mengi mno. Tafadhali jaribu tena baadaye.",
  // Newsletter
  [newsletterMessages.firstNameRequired]: "Jina la kwanza linahitajika",
  [newsletterMessages.lastNameRequired]: "Jina la mwisho linahitajika",
  [newsletterMessages.emailRequired]: "Barua pepe inahitajika",
  [newsletterMessages.networkError]:
    "Hitilafu ya mtandao. Tafadhali angalia muunganisho wako na ujaribu tena.",
  [newsletterMessages.networkErrorShort]: "Hitilafu ya mtandao. Tafadhali jaribu tena.",
  [newsletterMessages.subscribed]:
    "Asante kwa kujiandikisha! Utapokea taarifa na habari zetu za hivi karibuni.",
  // Contact (the same "Name/Email is required" texts serve the meeting, newsletter and gift forms)
  [contactMessages.nameRequired]: "Jina linahitajika",
  [contactMessages.subjectRequired]: "Mada inahitajika",
  [contactMessages.messageRequired]: "Ujumbe unahitajika",
  [contactMessages.sent]: "Asante kwa ujumbe wako! Tutakujibu ndani ya saa 24.",
  // Meeting requests
  [meetingMessages.dateRequired]: "Tarehe unayopendelea inahitajika",
  [meetingMessages.timeRequired]: "Saa unayopendelea inahitajika",
  // Text-message reminders (RSVP and meeting forms)
  [phoneMessages.required]: "Namba ya simu ya mkononi inahitajika kwa ujumbe mfupi",
  [phoneMessages.invalid]:
    "Tafadhali weka namba sahihi ya simu ya mkononi, kwa mfano 716-555-0123 au +254 712 345678",
  [textMessageTexts.consentRequired]:
    "Tafadhali weka alama kwenye kisanduku ili ukubali kupokea ujumbe mfupi",
  [meetingMessages.purposeRequired]: "Tafadhali tueleze lengo la mkutano",
  [meetingMessages.dateTooEarly]: "Tafadhali chagua tarehe kuanzia kesho",
  [bookingMessages.slotTaken]: "Muda huu umechukuliwa sasa hivi. Tafadhali chagua mwingine.",
  [bookingMessages.slotNotOffered]:
    "Muda huu haupo wazi kwa mikutano. Tafadhali chagua mojawapo ya nyakati zilizo wazi.",
  [meetingMessages.submitted]: "Ombi lako la mkutano limetumwa. Mchungaji atajibu ndani ya saa 24.",
  // RSVP
  [rsvpMessages.nameRequired]: "Jina Kamili linahitajika",
  [rsvpMessages.emailRequired]: "Anwani ya Barua Pepe inahitajika",
  [rsvpMessages.confirmed]: "Usajili umethibitishwa! Tunatarajia kukuona kwenye tukio.",
  [rsvpMessages.waitlisted]:
    "Tukio hili limejaa, kwa hivyo uko kwenye orodha ya kusubiri. Tutakutumia barua pepe nafasi ikipatikana.",
  [rsvpMessages.unavailableHtml]: `Mfumo wa usajili haupatikani kwa sasa. Tafadhali wasiliana na ofisi ya kanisa moja kwa moja kupitia ${churchInfo.phone} ili kujiandikisha kwa tukio hili.`,
  [rsvpMessages.unavailable]:
    "Huduma ya usajili haipatikani kwa muda. Tafadhali wasiliana na ofisi ya kanisa ili kujiandikisha kwa tukio hili.",
  [rsvpMessages.genericError]: "Hitilafu katika kutuma usajili. Tafadhali jaribu tena.",
  [rsvpMessages.alreadyRegistered]: "Tayari umejiandikisha kwa tukio hili kwa anwani hii ya barua pepe.",
  [rsvpMessages.notRequired]: "Tukio hili halihitaji usajili.",
  [rsvpMessages.eventFull]: "Tukio limejaa",
  [rsvpMessages.dateNotOffered]: "Tukio hili halifanyiki tarehe hiyo.",
  // Donations
  [donationMessages.amountMin]: "Sadaka ya chini kabisa ni $1.00",
  [donationMessages.frequencyRequired]: "Tafadhali chagua mara ngapi utatoa",
  [donationMessages.amountMismatch]: "Kiasi cha malipo hakilingani na sadaka.",
  [donationMessages.orderNotFound]: "Agizo hili la malipo halikupatikana. Tafadhali anza sadaka yako upya.",
  [donationMessages.recurringOnly]: "Ni sadaka za kujirudia na zaka pekee zinazowekwa kama usajili.",
  [donationMessages.statementRequested]:
    "Ikiwa tuna matoleo kutoka kwa anwani hii katika mwaka huo, taarifa imetumwa kwake.",
  // Chat
  [chatMessages.empty]: "Tafadhali andika ujumbe",
  [chatMessages.tooLong]: "Tafadhali weka ujumbe wako chini ya herufi 1000",
  [chatFallbackMessages.default]: `Samahani, ninapata shida kujibu kwa sasa. Kwa msaada wa haraka, tafadhali mpigie mchungaji simu kupitia ${pastorPhone} au ututembelee Jumapili saa 9:00 alasiri.`,
  [chatFallbackMessages.timeout]: `Ombi limechukua muda mrefu mno. Tafadhali jaribu ujumbe mfupi zaidi, au mpigie mchungaji kupitia ${pastorPhone}.`,
  [chatFallbackMessages.network]: `Ninapata shida kuunganisha. Tafadhali angalia muunganisho wako wa intaneti na ujaribu tena, au mpigie mchungaji kupitia ${pastorPhone}.`,
  [chatFallbackMessages.serverError]: `Huduma ya mazungumzo haipatikani kwa muda. Tafadhali jaribu tena baada ya muda mfupi, au mpigie mchungaji kupitia ${pastorPhone}.`,
  [chatFallbackMessages.badResponse]: `Nimepokea jibu lisilotarajiwa. Tafadhali jaribu tena, au mpigie mchungaji kupitia ${pastorPhone}.`,
  [chatFallbackMessages.failed]: "Imeshindikana kupata jibu",
  // Live chat
  [liveChatMessages.rateLimited]: "Unatuma ujumbe haraka mno. Tafadhali subiri kidogo.",
  [liveChatMessages.blocked]: "Huwezi tena kuandika kwenye gumzo hili.",
  [liveChatMessages.tooManyStreams]:
    "Madirisha mengi mno ya gumzo yamefunguliwa kutoka mtandao wako. Funga moja kisha ujaribu tena.",
  "Please enter your name": "Tafadhali weka jina lako",
  // Live stream reminders
  [streamReminderMessages.contactRequired]: "Tafadhali weka anwani ya barua pepe au namba ya simu ya mkononi",
  [streamReminderMessages.consentRequired]: "Tafadhali weka alama kwenye kisanduku ili ukubali ujumbe mfupi",
  [streamReminderMessages.saved]: "Tutakukumbusha kabla ya matangazo yajayo ya moja kwa moja",
  [streamReminderMessages.noStream]: "Hakuna matangazo ya moja kwa moja yaliyopangwa wiki ijayo",
  [streamReminderMessages.rateLimited]: "Maombi mengi mno ya ukumbusho. Tafadhali jaribu tena baadaye.",
  // Content
  [announcementMessages.notFoundTitle]: "Tangazo Halikupatikana",
  [announcementMessages.notFoundText]: "Tangazo unalolitafuta halipo au limehamishwa.",
  [articleMessages.notFoundTitle]: "Makala Haikupatikana",
  [articleMessages.noneFound]: "Hakuna Makala Zilizopatikana",
  [articleMessages.externalUnavailable]: "Kiungo cha Nje Hakipatikani",
  [articleMessages.readFullArticle]: "Soma Makala Kamili",
  [audioMessages.notFound]: "Hakuna Ibada za Sauti Zilizopatikana",
  [audioMessages.clearFilters]: "Futa Vichujio",
  [audioMessages.linkCopied]: "Kiungo cha sauti kimenakiliwa!",
  [searchMessages.noResults]: "Hakuna matokeo yaliyopatikana",
  [searchMessages.queryRequired]: "Tafadhali weka neno la kutafuta",
  // API layer
  [apiClientMessages.html]:
    "Huduma ya API ilirudisha HTML badala ya JSON. Kwa kawaida hii inamaanisha seva ya API haifanyi kazi au huduma hiyo haipo.",
  [apiClientMessages.invalidJson]: "Jibu la API si JSON sahihi",
  [apiClientMessages.timeout]: "Ombi la API limechukua muda mrefu mno. Huenda seva haipatikani.",
};
