import {
  churchInfo,
  type Donation,
  donationFrequencyLabels,
  donationFundLabels,
  donationTypeLabels,
  type Language,
} from "@church/contracts";
import { churchTimeZone } from "../../lib/church-time.ts";
import type { MailText } from "../../services/mail/templates.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const when = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === "sw" ? "sw-TZ" : "en-US", {
    dateStyle: "long",
    timeZone: churchTimeZone,
  }).format(new Date(iso));

function receiptPart(d: Donation, lang: Language, paymentId: string): string {
  const sw = lang === "sw";
  const lines = [
    sw ? `Mpendwa ${d.donorName},` : `Dear ${d.donorName},`,
    "",
    sw
      ? `Asante kwa zawadi yako ya ukarimu kwa ${churchInfo.nameSw}. Hii ni risiti yako.`
      : `Thank you for your generous gift to ${churchInfo.name}. This is your receipt.`,
    "",
    `${sw ? "Kiasi" : "Amount"}: ${usd.format(d.amount)} USD`,
    `${sw ? "Tarehe" : "Date"}: ${when(d.donatedAt, lang)}`,
    `${sw ? "Aina" : "Type"}: ${donationTypeLabels[d.type][lang]}${
      d.frequency ? ` (${donationFrequencyLabels[d.frequency][lang]})` : ""
    }`,
    `${sw ? "Mfuko" : "Fund"}: ${donationFundLabels[d.category][lang]}`,
    `${sw ? "Nambari ya malipo" : "Payment id"}: ${paymentId}`,
    "",
    sw
      ? "Hakuna bidhaa wala huduma zilizotolewa kwa kubadilishana na zawadi hii."
      : "No goods or services were provided in exchange for this gift.",
  ];
  return lines.join("\n");
}

/** The receipt of a recorded gift, in English and Swahili (the donor's language is not known). */
export function donationReceiptMail(d: Donation, paymentId: string, test: boolean): MailText {
  const mark = test ? "[TEST] " : "";
  return {
    subject: `${mark}Receipt for your gift / Risiti ya zawadi yako - ${usd.format(d.amount)}`,
    text: [
      test ? "TEST PAYMENT - no money was charged. / MALIPO YA MAJARIBIO - hakuna pesa iliyotozwa.\n" : "",
      receiptPart(d, "en", paymentId),
      "\n---\n",
      receiptPart(d, "sw", paymentId),
      "",
      churchInfo.name,
    ].join("\n"),
  };
}

/**
 * The annual statement's e-mail (the PDF is attached), with a link to download it again, in the
 * language asked for with the other language below.
 */
export function statementLinkMail(year: number, url: string, lang: Language): MailText {
  const en = [
    `Your annual giving statement for ${year} from ${churchInfo.name} is attached (PDF).`,
    `You can also download it here: ${url}`,
    "The link works for 14 days.",
  ].join("\n");
  const sw = [
    `Taarifa yako ya matoleo ya mwaka ${year} kutoka ${churchInfo.nameSw} imeambatishwa (PDF).`,
    `Unaweza pia kuipakua hapa: ${url}`,
    "Kiungo hiki kinafanya kazi kwa siku 14.",
  ].join("\n");
  return {
    subject:
      lang === "sw"
        ? `Taarifa ya matoleo ya mwaka ${year} / Giving statement ${year}`
        : `Giving statement ${year} / Taarifa ya matoleo ya mwaka ${year}`,
    text: lang === "sw" ? `${sw}\n\n---\n\n${en}` : `${en}\n\n---\n\n${sw}`,
  };
}
