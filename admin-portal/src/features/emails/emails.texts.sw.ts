import type { Translation } from "@church/ui-kit";
import type { emailsEn } from "./emails.texts.en.ts";

/** Swahili texts of the E-mails screen (namespace "adminEmails"). */
export const emailsSw: Translation<typeof emailsEn> = {
  title: "Barua Pepe",
  intro: "Kila barua pepe ambayo tovuti inatuma: uthibitisho, risiti, arifa. Za karibuni kwanza.",
  noSmtp:
    "Hakuna seva ya barua (SMTP) iliyowekwa: barua pepe zinahifadhiwa hapa kama zilizozuiliwa na hakuna anayezipokea hadi seva iwekwe.",
  filter: "Onyesha",
  filters: {
    all: "Zote",
    sent: "Zilizotumwa",
    held: "Zilizozuiliwa",
    failed: "Zilizoshindikana",
    pending: "Zinazosubiri",
  },
  empty: "Hakuna barua pepe hapa.",
  to: "Kwa {{to}}",
  replyTo: "Majibu yanaenda kwa {{replyTo}}",
  kind: "Aina: {{kind}}",
  created: "Iliandikwa {{when}}",
  sentAt: "Ilitumwa {{when}}",
  attempts_one: "Jaribio {{count}}",
  attempts_other: "Majaribio {{count}}",
  error: "Hitilafu ya mwisho: {{error}}",
  attachments: "Viambatisho: {{files}}",
  showText: "Onyesha maandishi",
  status: {
    sent: "Imetumwa",
    held: "Imezuiliwa",
    failed: "Imeshindikana",
    pending: "Inasubiri",
    sending: "Inatumwa",
  },
  resend: "Tuma tena",
  resendFor: "Tuma tena: {{subject}}",
  resent: "Imewekwa kwenye foleni kutumwa tena",
  resendError: "Haikuweza kuwekwa kwenye foleni tena",
  loadFailed: "Barua pepe hazikuweza kupakiwa.",
  retry: "Jaribu tena",
  count_one: "Barua pepe {{count}}",
  count_other: "Barua pepe {{count}}",
};
