import { authMessages, twoFactorMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { i18n } from "@church/ui-kit";
import { settingsNamespace } from "../settings.texts.ts";

const known: Record<string, string> = {
  [authMessages.wrongCurrentPassword]: "password.wrongCurrent",
  [authMessages.passwordsDoNotMatch]: "password.mismatch",
  [twoFactorMessages.invalidCode]: "twoFactor.invalidCode",
  [twoFactorMessages.codeSent]: "twoFactor.codeSent",
  [twoFactorMessages.ownTwoFactorFirst]: "security.ownFirst",
};

/** A known text (from the server or a contract schema) in the reader's language, else as written. */
export function translateSettingsMessage(message: string): string {
  const key = known[message];
  return key ? i18n.t(key, { ns: settingsNamespace }) : message;
}

export function settingsErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const first = error.fields ? Object.values(error.fields)[0] : undefined;
  return translateSettingsMessage(first ?? error.message);
}
