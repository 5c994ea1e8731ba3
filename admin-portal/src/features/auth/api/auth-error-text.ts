import { authMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import type { TFunction } from "i18next";

/**
 * The API and the contract schemas answer in English; the texts we know are shown in the visitor's
 * language, anything else as the server wrote it.
 */
const knownMessages: Record<string, string> = {
  [authMessages.required]: "errors.required",
  [authMessages.invalidCredentials]: "errors.invalidCredentials",
  [authMessages.accessDenied]: "errors.accessDenied",
  [authMessages.sessionExpired]: "errors.sessionExpired",
  "Please enter a valid email address": "errors.invalidEmail",
};

export function translateMessage(message: string, t: TFunction<"admin">): string {
  const key = knownMessages[message];
  return key ? t(key) : message;
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
