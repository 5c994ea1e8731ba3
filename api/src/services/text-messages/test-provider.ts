import { randomUUID } from "node:crypto";
import type { MessageProvider } from "./message-provider.ts";

/**
 * The default run's provider: nothing reaches a phone. Each message is marked sent with a `TEST-` id
 * and stays in `text_messages`, where staff read it as they read the e-mail outbox.
 */
export function createTestMessageProvider(): MessageProvider {
  return {
    kind: "test",
    async send() {
      return { sid: `TEST-${randomUUID()}`, status: "sent" };
    },
    verifyWebhook: () => false,
  };
}
