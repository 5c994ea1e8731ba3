import { accountLinkMessages, authMessages, twoFactorMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { i18n } from "@church/ui-kit";
import type { TFunction } from "i18next";
import "../auth.texts.ts";

/**
 * The API and the contract schemas answer in English; the texts we know are shown in the visitor's
 * language, anything else as the server wrote it.
 */
const knownMessages: Record<string, string> = {
  [authMessages.required]: "admin:errors.required",
  [authMessages.invalidCredentials]: "admin:errors.invalidCredentials",
  [authMessages.accessDenied]: "admin:errors.accessDenied",
  [authMessages.sessionExpired]: "admin:errors.sessionExpired",
  "Please enter a valid email address": "admin:errors.invalidEmail",
  [authMessages.tooManyAttempts]: "adminAuth:errors.tooManyAttempts",
  [authMessages.accountGuarded]: "adminAuth:errors.accountGuarded",
  [twoFactorMessages.invalidCode]: "adminAuth:errors.invalidCode",
  [twoFactorMessages.challengeExpired]: "adminAuth:errors.challengeExpired",
  [twoFactorMessages.resendTooSoon]: "adminAuth:errors.resendTooSoon",
  "This request came from another website and was refused.": "adminAuth:errors.crossSite",
  [accountLinkMessages.linkInvalid]: "adminAuth:errors.linkInvalid",
  [accountLinkMessages.tooManyRequests]: "adminAuth:errors.tooManyRequests",
  [accountLinkMessages.resetRequested]: "adminAuth:forgot.sent",
  [accountLinkMessages.passwordSet]: "adminAuth:setPassword.done",
  [authMessages.passwordsDoNotMatch]: "adminAuth:errors.passwordsDoNotMatch",
  "Password must be at least 8 characters": "adminAuth:errors.passwordTooShort",
  "Please confirm the new password": "adminAuth:errors.confirmRequired",
  "Email is required": "adminAuth:errors.emailRequired",
};

export function translateMessage(message: string, _t?: TFunction<"admin">): string {
  const key = knownMessages[message];
  return key ? i18n.t(key) : message;
}

export function authErrorText(error: unknown, t: TFunction<"admin">): string {
  if (error instanceof ApiError) {
    if (error.code === "network_error") return t("errors.network");
    if (error.code === "timeout") return t("errors.timeout");
    const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
    return translateMessage(firstField ?? error.message, t);
  }
  return t("errors.invalidCredentials");
}
