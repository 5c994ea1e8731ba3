import type { authEn } from "./auth.texts.en.ts";

export const authSw: typeof authEn = {
  twoFactor: {
    title: "Uthibitishaji wa Hatua Mbili",
    totpIntro: "Weka nambari ya tarakimu 6 kutoka kwenye programu yako ya uthibitishaji.",
    emailIntro: "Tumetuma nambari ya tarakimu 6 kwenye barua pepe yako. Iweke hapa.",
    code: "Nambari ya uthibitisho",
    codeHint: "Umepoteza kifaa chako? Weka moja ya nambari zako za dharura badala yake.",
    verify: "Thibitisha",
    verifying: "Inathibitisha...",
    back: "Rudi",
    resend: "Tuma nambari mpya",
    resent: "Nambari ya uthibitisho imetumwa kwenye barua pepe yako.",
  },
  errors: {
    tooManyAttempts: "Majaribio mengi mno ya kuingia. Tafadhali subiri kidogo kisha ujaribu tena.",
    invalidCode: "Nambari ya uthibitisho si sahihi. Tafadhali angalia nambari yako na ujaribu tena.",
    challengeExpired: "Hatua ya kuingia imeisha muda wake. Tafadhali ingia tena.",
    resendTooSoon: "Tafadhali subiri kidogo kabla ya kuomba nambari nyingine.",
    crossSite: "Ombi hili lilitoka kwenye tovuti nyingine na limekataliwa.",
    accountGuarded:
      "Manenosiri mengi yasiyo sahihi yamejaribiwa kwa akaunti hii kutoka maeneo kadhaa, kwa hiyo inaingia tu kwenye vivinjari vilivyotumika awali. Ikiwa akaunti ipo, mwenye akaunti ametumiwa barua pepe yenye kiungo kinachoruhusu kivinjari hiki kuingia.",
  },
  unlock: {
    done: "Kivinjari hiki sasa kinaweza kuingia kwenye akaunti.",
    failed:
      "Kiungo hiki cha kufungua kimeisha muda wake au kimeharibika. Vivinjari ulivyotumia kuingia awali bado vinaweza kuingia.",
  },
};
