import type { MessageChannel } from "@church/contracts";

/** One message to hand to the provider. */
export interface OutgoingText {
  /** E.164. */
  to: string;
  channel: MessageChannel;
  body: string;
  /** Where the provider reports the message's later status (Twilio's StatusCallback). */
  statusCallbackUrl: string;
}

/** What the provider said on accepting a message. */
export interface AcceptedText {
  sid: string;
  status: "queued" | "sent";
}

/**
 * A refusal. `permanent` ones (an invalid number, an unsubscribed recipient, missing settings) are not
 * retried; the others (rate limits, the provider's own failures, the network) are, with backoff.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface MessageProvider {
  readonly kind: "twilio" | "test";
  send(text: OutgoingText): Promise<AcceptedText>;
  /** Whether a webhook really comes from the provider (the test provider refuses every one). */
  verifyWebhook(
    url: string,
    params: Readonly<Record<string, string>>,
    signature: string | undefined,
  ): boolean;
}
