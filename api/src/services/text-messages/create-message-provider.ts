import type { Env } from "../../env.ts";
import type { MessageProvider } from "./message-provider.ts";
import { createTestMessageProvider } from "./test-provider.ts";
import { createTwilioProvider } from "./twilio-provider.ts";

export const twilioConfigured = (env: Env): boolean =>
  Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN);

/** Twilio when configured; otherwise the offline test provider, which sends nothing to a phone. */
export function createMessageProvider(env: Env): MessageProvider {
  return twilioConfigured(env) ? createTwilioProvider(env) : createTestMessageProvider();
}
