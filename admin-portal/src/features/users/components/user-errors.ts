import { accountLinkMessages, userMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { i18n } from "@church/ui-kit";
import { usersNamespace } from "../users.texts.ts";

const known: Record<string, string> = {
  [userMessages.duplicate]: "errors.duplicate",
  [userMessages.notYourself]: "errors.notYourself",
  [userMessages.lastAdmin]: "errors.lastAdmin",
  [userMessages.notFound]: "errors.notFound",
  [accountLinkMessages.pausedAccount]: "errors.pausedAccount",
};

/** The server's reason in the reader's language when we know it, else as the server wrote it. */
export function userErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const first = error.fields ? Object.values(error.fields)[0] : undefined;
  const message = first ?? error.message;
  const key = known[message];
  return key ? i18n.t(key, { ns: usersNamespace }) : message;
}
