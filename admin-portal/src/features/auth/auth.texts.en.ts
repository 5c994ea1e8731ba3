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
