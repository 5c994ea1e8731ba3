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
  forgot: {
    link: "Umesahau nenosiri?",
    title: "Umesahau nenosiri lako?",
    intro: "Weka anwani ya barua pepe ya akaunti yako. Tutakutumia kiungo cha kuchagua nenosiri jipya.",
    email: "Barua pepe",
    submit: "Tuma kiungo",
    submitting: "Inatuma...",
    sent: "Ikiwa akaunti inatumia anwani hii ya barua pepe, tumeitumia kiungo cha kuchagua nenosiri jipya. Kiungo kinafanya kazi mara moja, ndani ya saa moja.",
    backToSignIn: "Rudi kwenye kuingia",
  },
  setPassword: {
    resetTitle: "Chagua nenosiri jipya",
    inviteTitle: "Karibu! Chagua nenosiri lako",
    intro: "Angalau herufi 8. Baada ya hapo, ingia kwa anwani yako ya barua pepe na nenosiri hili.",
    newPassword: "Nenosiri jipya",
    confirmPassword: "Thibitisha nenosiri jipya",
    submit: "Weka nenosiri",
    submitting: "Inahifadhi...",
    done: "Nenosiri lako limewekwa. Ingia nalo sasa.",
    signIn: "Ingia",
    signedInAs:
      "Umeingia kama {{name}}. Kiungo hiki kinaweka nenosiri la akaunti kilichotumiwa kwa barua pepe.",
    askAgain: "Omba kiungo kipya",
  },
  errors: {
    tooManyAttempts: "Majaribio mengi mno ya kuingia. Tafadhali subiri kidogo kisha ujaribu tena.",
    invalidCode: "Nambari ya uthibitisho si sahihi. Tafadhali angalia nambari yako na ujaribu tena.",
    challengeExpired: "Hatua ya kuingia imeisha muda wake. Tafadhali ingia tena.",
    resendTooSoon: "Tafadhali subiri kidogo kabla ya kuomba nambari nyingine.",
    emailRequired: "Barua pepe inahitajika",
    linkInvalid: "Kiungo hiki kimeisha muda wake au kimeshatumika. Omba kipya.",
    tooManyRequests: "Maombi mengi mno ya kiungo cha nenosiri. Tafadhali subiri kwa muda kisha ujaribu tena.",
    passwordsDoNotMatch: "Manenosiri mapya hayalingani",
    passwordTooShort: "Nenosiri lazima liwe na angalau herufi 8",
    confirmRequired: "Tafadhali thibitisha nenosiri jipya",
    crossSite: "Ombi hili lilitoka kwenye tovuti nyingine na limekataliwa.",
    accountGuarded:
      "Manenosiri mengi yasiyo sahihi yamejaribiwa kwa akaunti hii kutoka maeneo kadhaa, kwa hiyo inaingia tu kwenye vivinjari vilivyotumika awali. Ikiwa akaunti ipo, mwenye akaunti ametumiwa barua pepe yenye kiungo kinachoruhusu kivinjari hiki kuingia.",
  },
  unlock: {
    done: "Kivinjari hiki sasa kinaweza kuingia kwenye akaunti.",
    failed:
      "Kiungo hiki cha kufungua kimeisha muda wake au kimeharibika. Vivinjari ulivyotumia kuingia awali bado vinaweza kuingia.",
  },
  usher: {
    redirecting: "Inafungua mahudhurio...",
    open: "Fungua mahudhurio",
  },
};
