import { addTranslations } from "@church/ui-kit";

/** Texts of the second sign-in step and the sign-in limits (namespace "adminAuth"). */
export const authNamespace = "adminAuth";

export const authEn = {
  twoFactor: {
    title: "Two-Factor Authentication",
    totpIntro: "Enter the 6-digit code from your authenticator app.",
    emailIntro: "We sent a 6-digit code to your email. Enter it here.",
    code: "Verification code",
    codeHint: "Lost your device? Enter one of your recovery codes instead.",
    verify: "Verify",
    verifying: "Verifying...",
    back: "Back",
    resend: "Send a new code",
    resent: "A verification code has been sent to your email.",
  },
  errors: {
    tooManyAttempts: "Too many sign-in attempts. Please wait a moment and try again.",
    invalidCode: "Invalid verification code. Please check your code and try again.",
    challengeExpired: "The sign-in step has expired. Please sign in again.",
    resendTooSoon: "Please wait a little before asking for another code.",
    crossSite: "This request came from another website and was refused.",
    accountGuarded:
      "Too many wrong passwords were tried for this account from several places, so it only signs in on browsers it has used before. If the account exists, its owner has been e-mailed a link that lets this browser sign in.",
  },
  unlock: {
    done: "This browser can sign in to the account now.",
    failed:
      "This unlock link has expired or is damaged. Browsers you have signed in with before can still sign in.",
  },
};

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

addTranslations(authNamespace, { en: authEn, sw: authSw });
