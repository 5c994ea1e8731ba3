import { randomUUID } from "node:crypto";
import {
  type DonationFrequency,
  donationCurrency,
  donationFrequencyLabels,
  donationMessages,
  type endpoints,
} from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { donations, paymentPlans } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { fromCents, type PaymentProvider } from "../../services/payments/payment-provider.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { cents, completeOrder, toDonation } from "./donations.model.ts";

/** Monthly and weekly gifts: a plan per price, the subscription, and its confirmation. */
export function createSubscriptionHandlers(deps: AppDeps, provider: PaymentProvider) {
  const { db, env, logger } = deps;

  /**
   * The provider's plan for this price, created once (with the one catalog product) and then reused.
   * Two first gifts of a new price at once may both create a plan; the unique index keeps one.
   */
  async function planFor(amountCents: number, frequency: DonationFrequency) {
    const match = and(
      eq(paymentPlans.provider, provider.kind),
      eq(paymentPlans.frequency, frequency),
      eq(paymentPlans.amountCents, amountCents),
      eq(paymentPlans.currency, donationCurrency),
    );
    const [cached] = await db.select().from(paymentPlans).where(match);
    if (cached) return cached;
    const [anyPlan] = await db
      .select({ productId: paymentPlans.productId })
      .from(paymentPlans)
      .where(eq(paymentPlans.provider, provider.kind))
      .limit(1);
    const productId = anyPlan?.productId ?? (await provider.createProduct()).productId;
    const { planId } = await provider.createPlan({
      productId,
      amountCents,
      frequency,
      name: `Gift of $${fromCents(amountCents)} ${donationFrequencyLabels[frequency].en.toLowerCase()}`,
    });
    await db
      .insert(paymentPlans)
      .values({
        provider: provider.kind,
        productId,
        planId,
        frequency,
        amountCents,
        currency: donationCurrency,
      })
      .onConflictDoNothing();
    const [plan] = await db.select().from(paymentPlans).where(match);
    if (!plan) throw new Error("payment plan was not stored");
    return plan;
  }

  const createSubscription: Handler<typeof endpoints.donations.createSubscription> = async ({ c, body }) => {
    await enforceRateLimit(c, db, {
      name: "donation-order",
      limit: 30,
      windowSeconds: 600,
      message: "Too many payment attempts from this connection. Please wait a few minutes and try again.",
    });
    const frequency = body.frequency;
    if (frequency === null) {
      throw badRequest(donationMessages.frequencyRequired, { frequency: donationMessages.frequencyRequired });
    }
    const amountCents = cents(body.amount);
    const plan = await planFor(amountCents, frequency);
    // Our row id goes to the provider as custom_id, so its events name the gift they belong to.
    const id = randomUUID();
    const { subscriptionId, approveUrl } = await provider.createSubscription({
      planId: plan.planId,
      customId: id,
      subscriber: { name: body.donorName, email: body.donorEmail },
      returnUrl: `${env.PUBLIC_BASE_URL}/?donation=success`,
      cancelUrl: `${env.PUBLIC_BASE_URL}/give`,
    });
    // The pending first gift holds what the server subscribed the donor to.
    await db.insert(donations).values({
      id,
      amountCents,
      type: body.type,
      frequency,
      fund: body.category,
      note: body.note,
      donorName: body.donorName,
      donorEmail: body.donorEmail,
      provider: provider.kind,
      providerId: subscriptionId,
      subscriptionId,
      planId: plan.planId,
      status: "pending",
    });
    return { subscriptionId, approveUrl };
  };

  const confirmSubscription: Handler<typeof endpoints.donations.confirmSubscription> = async ({ body }) => {
    const [first] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider.kind), eq(donations.providerId, body.paypalSubscriptionId)));
    if (!first?.subscriptionId || !first.planId) throw notFound(donationMessages.orderNotFound);
    if (cents(body.amount) !== first.amountCents) {
      throw badRequest(donationMessages.amountMismatch, { amount: donationMessages.amountMismatch });
    }
    if (first.status === "completed") {
      return { success: true, message: donationMessages.thankYou, donation: toDonation(first) };
    }
    if (first.status !== "pending") throw badRequest(donationMessages.cancelled);

    const sub = await provider.getSubscription(first.subscriptionId);
    if (sub?.status !== "ACTIVE") {
      logger.info({ subscriptionId: first.subscriptionId, status: sub?.status }, "subscription not active");
      throw badRequest(donationMessages.cancelled);
    }
    // The subscription must be on the plan the server created, at the price it created it with.
    const plan = sub.planId === first.planId ? await provider.getPlan(sub.planId) : null;
    const problems = [
      sub.planId !== first.planId && "another plan",
      sub.planOverridden && "plan overridden",
      (!plan || plan.amountCents !== first.amountCents) && "plan price differs",
      plan && plan.currency !== donationCurrency && "plan currency differs",
      plan && plan.frequency !== first.frequency && "plan frequency differs",
      sub.lastPayment &&
        (sub.lastPayment.amountCents !== first.amountCents ||
          sub.lastPayment.currency !== donationCurrency) &&
        "payment differs",
    ].filter(Boolean);
    if (problems.length > 0) {
      logger.error(
        { subscriptionId: first.subscriptionId, problems, plan, lastPayment: sub.lastPayment },
        "subscription differs from what the server created",
      );
      throw badRequest(donationMessages.amountMismatch, { amount: donationMessages.amountMismatch });
    }
    // The first payment's sale id arrives with its webhook (or at once from the test provider).
    const won = await completeOrder(db, env, first.id, {
      captureId: provider.kind === "test" ? `${first.subscriptionId}-1` : null,
      payerId: sub.payerId,
    });
    const row = won ?? (await db.select().from(donations).where(eq(donations.id, first.id)))[0];
    if (!row) throw notFound(donationMessages.orderNotFound);
    return { success: true, message: donationMessages.thankYou, donation: toDonation(row) };
  };

  return { createSubscription, confirmSubscription };
}
