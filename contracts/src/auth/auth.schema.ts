import { z } from "zod";
import { emailSchema, idSchema, isoDateTime, languageSchema } from "../common/primitives.ts";
import { roleSchema } from "../common/roles.ts";

/** Texts of staff-area.md section 8, kept word for word (the apps translate them). */
export const authMessages = {
  required: "Email and password are required",
  accessDenied:
    "Access Denied: You are not authorized to access this portal. Please use one of the authorized admin email addresses.",
  invalidCredentials: "Login failed. Please check your credentials.",
  sessionExpired: "Your session has expired. Please sign in again.",
  passwordsDoNotMatch: "New passwords do not match",
  wrongCurrentPassword: "Current password is incorrect",
  tooManyAttempts: "Too many sign-in attempts. Please wait a moment and try again.",
  accountGuarded:
    "Too many wrong passwords were tried for this account from several places, so it only signs in on browsers it has used before. If the account exists, its owner has been e-mailed a link that lets this browser sign in.",
} as const;

/** The signed token of an unlock link (docs/decisions/007-sign-in-limits.md). */
export const unlockQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const userStatusSchema = z.enum(["active", "paused"]);
export const twoFactorMethodSchema = z.enum(["totp", "email"]);

/** The signed-in staff member as the apps see them. */
export const sessionUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  twoFactorEnabled: z.boolean(),
  twoFactorMethod: twoFactorMethodSchema.nullable(),
  lastLogin: isoDateTime.nullable(),
  /**
   * An administrator requires 2FA for this role and the account has none yet: until it is set up the
   * API only answers the account's own settings calls. Optional so older answers still parse.
   */
  twoFactorSetupRequired: z.boolean().optional(),
  /** The language of the staff member's e-mails (the weekly digest): the portal's, as last chosen. */
  language: languageSchema.optional(),
});

export const staffLanguageBodySchema = z.object({ language: languageSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginBodySchema = z.object({
  email: z
    .string({ message: authMessages.required })
    .trim()
    .min(1, { message: authMessages.required })
    .pipe(emailSchema),
  password: z.string({ message: authMessages.required }).min(1, { message: authMessages.required }).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  /** Seconds until the access token expires; the apps refresh before then. */
  expiresIn: z.number().int().positive(),
});

export const meResponseSchema = z.object({ user: sessionUserSchema });

/** The visitor's staff session, if any: answers 200 either way so signed-out pages log no error. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

export const passwordSchema = z
  .string()
  .min(8, { message: "Password must be at least 8 characters" })
  .max(256, { message: "Password must be at most 256 characters" });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: "Current password is required" }).max(1024),
  newPassword: passwordSchema,
});
/** The form adds the confirmation field, checked on the client and never sent. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, { message: "Please confirm the new password" }) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** Two-factor texts of staff-area.md section 8 (the apps translate them). */
export const twoFactorMessages = {
  invalidCode: "Invalid verification code. Please check your code and try again.",
  enabled: "2FA successfully enabled!",
  disabled: "2FA has been disabled",
  confirmDisable: "Are you sure you want to disable two-factor authentication?",
  codeSent: "A verification code has been sent to your email.",
  challengeExpired: "The sign-in step has expired. Please sign in again.",
  noSetupStarted: "Start the setup again: no verification step is waiting.",
  alreadyEnabled: "Two-factor authentication is already on. Turn it off first to change the method.",
  notEnabled: "Two-factor authentication is not turned on.",
  setupRequired:
    "Your administrator requires two-factor authentication for your account. Please turn it on in Settings.",
  resendTooSoon: "Please wait a little before asking for another code.",
  ownTwoFactorFirst: "Turn on two-factor authentication for your own account first.",
} as const;

export const twoFactorCodeLength = 6;
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: twoFactorMessages.invalidCode });

/** One-time recovery codes: ten groups "xxxxx-xxxxx" of lower-case letters and digits, shown once. */
export const recoveryCodeCount = 10;
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, { message: twoFactorMessages.invalidCode });
/** What a second sign-in step or a disable accepts: the 6-digit code or an unused recovery code. */
export const twoFactorCodeOrRecoverySchema = z.union([twoFactorCodeSchema, recoveryCodeSchema], {
  message: twoFactorMessages.invalidCode,
});

/**
 * When an account has 2FA on, sign-in answers this instead of a session (still 200); the code is then
 * sent to `POST /api/auth/login/2fa`, which answers like a plain sign-in.
 */
export const loginChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  method: twoFactorMethodSchema,
  challengeId: z.string().min(10).max(200),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;
export const loginResultSchema = z.union([loginResponseSchema, loginChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;
export const isLoginChallenge = (result: LoginResult): result is LoginChallenge =>
  "twoFactorRequired" in result;

export const loginTwoFactorBodySchema = z.object({
  challengeId: z.string().min(10).max(200),
  code: twoFactorCodeOrRecoverySchema,
});
export const twoFactorChallengeBodySchema = z.object({ challengeId: z.string().min(10).max(200) });

/** TOTP: a new secret for the authenticator app. E-mail: a 6-digit code is e-mailed (also to confirm a disable). */
export const twoFactorSetupBodySchema = z.object({ method: twoFactorMethodSchema });
/** TOTP: the secret, otpauth URL and QR image (PNG data URL). E-mail: a code was sent; all three are null. */
export const twoFactorSetupResponseSchema = z.object({
  method: twoFactorMethodSchema,
  secret: z.string().nullable(),
  otpauthUrl: z.string().nullable(),
  qrCodeDataUrl: z.string().nullable().optional(),
});
export const twoFactorEnableBodySchema = z.object({
  code: twoFactorCodeSchema,
  /** Which setup the code finishes; defaults to the one started last. */
  method: twoFactorMethodSchema.optional(),
});
/** The recovery codes are answered once, in clear, and stored only as hashes. */
export const twoFactorEnableResponseSchema = z.object({
  user: sessionUserSchema,
  recoveryCodes: z.array(z.string()).optional(),
});
/** Turning 2FA off needs the current code (authenticator or e-mail) or a recovery code. */
export const twoFactorDisableBodySchema = z.object({ code: twoFactorCodeOrRecoverySchema });

/** Security settings an administrator sets for everyone. */
export const securitySettingsSchema = z.object({
  /** Admin and pastor accounts must use 2FA (they hold donations, records and pastoral requests). */
  requireTwoFactorForPastoral: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** Password-change texts of staff-area.md section 8. */
export const passwordMessages = {
  changed: "Password changed successfully",
  changeError: "Error changing password",
} as const;

/** Texts of "Forgot password" and invitations (the apps translate them). */
export const accountLinkMessages = {
  /** The one answer to a reset request, whether or not the address has an account. */
  resetRequested:
    "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within an hour.",
  tooManyRequests: "Too many requests for a password link. Please wait a while and try again.",
  /** Unknown, used, expired or made for the other purpose: one text, so a link says nothing more. */
  linkInvalid: "This link has expired or was already used. Ask for a new one.",
  passwordSet: "Your password is set. Sign in with it now.",
  invitationSent: "Invitation sent.",
  pausedAccount: "This account is paused. Activate it before sending an invitation.",
} as const;

/** What a single-use e-mailed link is for: a forgotten password, or a new account's first one. */
export const accountTokenPurposes = ["reset", "invite"] as const;
export const accountTokenPurposeSchema = z.enum(accountTokenPurposes);
export type AccountTokenPurpose = z.infer<typeof accountTokenPurposeSchema>;

/** Minutes a password-reset link works, and days an invitation does (docs/decisions/026-account-links.md). */
export const resetLinkMinutes = 60;
export const invitationLinkDays = 7;

export const passwordResetRequestBodySchema = z.object({
  email: z.string().trim().min(1, { message: "Email is required" }).pipe(emailSchema),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** The page's token (from the link), the purpose its page is for, and the new password. */
export const setPasswordBodySchema = z.object({
  token: z.string().trim().min(20, { message: accountLinkMessages.linkInvalid }).max(200, {
    message: accountLinkMessages.linkInvalid,
  }),
  purpose: accountTokenPurposeSchema,
  newPassword: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
/** The form adds the confirmation field, checked on the client and never sent. */
export const setPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, { message: "Please confirm the new password" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;
