import { randomUUID } from "node:crypto";
import { type DonationFrequency, donationFrequencies } from "@church/contracts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Every id of the test provider starts with this, so test gifts are told apart in the database. */
export const TEST_PAYMENT_PREFIX = "TEST-";

export const isTestPayment = (providerId: string): boolean => providerId.startsWith(TEST_PAYMENT_PREFIX);

const short = () => randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase();
const isFrequency = (value: string | undefined): value is DonationFrequency =>
  (donationFrequencies as readonly string[]).includes(value ?? "");

/** A test plan's id carries its price: TEST-PLAN-<frequency>-<cents>-<random>. */
function readTestPlan(planId: string): { frequency: DonationFrequency; amountCents: number } | null {
  const match = /^TEST-PLAN-([a-z]+)-(\d+)-[A-Z0-9]+$/.exec(planId);
  const frequency = match?.[1];
  if (!match || !isFrequency(frequency)) return null;
  return { frequency, amountCents: Number(match[2]) };
}

/**
 * TEST PROVIDER: used only when PayPal is not configured, so the whole give flow works offline.
 * No money moves. It "creates" orders by naming them and "captures" the amount the server stored for
 * the order (the pending donation row), so the server's amount checks still run on the real path.
 * Subscriptions mirror PayPal's: product, plan (its id carries its price), subscription (its id
 * carries its plan), ACTIVE at once with the plan's amount as its first payment. Stateless, so every
 * server instance answers the same.
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
    async createProduct() {
      return { productId: `${TEST_PAYMENT_PREFIX}PROD-${short()}` };
    },
    async createPlan(plan) {
      return { planId: `${TEST_PAYMENT_PREFIX}PLAN-${plan.frequency}-${plan.amountCents}-${short()}` };
    },
    async getPlan(planId) {
      const plan = readTestPlan(planId);
      return plan ? { status: "ACTIVE", currency: "USD", ...plan } : null;
    },
    async createSubscription(request) {
      if (!readTestPlan(request.planId)) throw new Error(`not a test plan: ${request.planId}`);
      return { subscriptionId: `${TEST_PAYMENT_PREFIX}SUB-${short()}.${request.planId}`, approveUrl: null };
    },
    async getSubscription(subscriptionId) {
      const planId = /^TEST-SUB-[A-Z0-9]+\.(.+)$/.exec(subscriptionId)?.[1] ?? "";
      const plan = readTestPlan(planId);
      if (!plan) return null;
      return {
        status: "ACTIVE",
        planId,
        planOverridden: false,
        customId: null,
        payerId: `${TEST_PAYMENT_PREFIX}PAYER`,
        lastPayment: { amountCents: plan.amountCents, currency: "USD" },
      };
    },
    async verifyWebhook() {
      // Nothing can sign a test webhook: offline there are no provider webhooks to trust.
      return false;
    },
  };
}
