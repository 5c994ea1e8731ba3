import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.ts";

/** Every id of the test provider starts with this, so test gifts are told apart in the database. */
export const TEST_PAYMENT_PREFIX = "TEST-";

export const isTestPayment = (providerId: string): boolean => providerId.startsWith(TEST_PAYMENT_PREFIX);

/**
 * TEST PROVIDER: used only when PayPal is not configured, so the whole give flow works offline.
 * No money moves. It "creates" orders by naming them and "captures" the amount the server stored for
 * the order (the pending donation row), so the server's amount checks still run on the real path.
 */
export function createTestProvider(): PaymentProvider {
  return {
    kind: "test",
    clientId: null,
    async createOrder() {
      return { orderId: `${TEST_PAYMENT_PREFIX}ORDER-${randomUUID()}` };
    },
    async capture(orderId, expectedCents) {
      if (!isTestPayment(orderId)) return { outcome: "cancelled", detail: "not a test order" };
      return {
        outcome: "completed",
        status: "COMPLETED",
        amountCents: expectedCents,
        currency: "USD",
        // Derived from the order so a repeated capture answers the same capture id.
        captureId: `${TEST_PAYMENT_PREFIX}CAPTURE-${orderId.slice(TEST_PAYMENT_PREFIX.length + 6)}`,
        payerId: `${TEST_PAYMENT_PREFIX}PAYER`,
      };
    },
    async verifyWebhook() {
      // Nothing can sign a test webhook: offline there are no provider webhooks to trust.
      return false;
    },
  };
}
