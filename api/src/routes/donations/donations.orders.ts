import {
  donationCurrency,
  donationFundLabels,
  donationMessages,
  donationOrderDescriptions,
  type endpoints,
} from "@church/contracts";
import { and, eq } from "drizzle-orm";
import { donations } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import type { PaymentProvider } from "../../services/payments/payment-provider.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { cents, completeOrder, toDonation } from "./donations.model.ts";

/** One-time gifts: the payment settings the page needs, the order, and its capture. */
export function createOrderHandlers(deps: AppDeps, provider: PaymentProvider) {
  const { db, env, logger } = deps;

  const config: Handler<typeof endpoints.donations.config> = () => ({
    provider: provider.kind,
    clientId: provider.clientId,
    currency: donationCurrency,
  });

  const createOrder: Handler<typeof endpoints.donations.createOrder> = async ({ c, body }) => {
    await enforceRateLimit(c, db, {
      name: "donation-order",
      limit: 30,
      windowSeconds: 600,
      message: "Too many payment attempts from this connection. Please wait a few minutes and try again.",
    });
    const amountCents = cents(body.amount);
    const fund = donationFundLabels[body.category].en;
    const { orderId } = await provider.createOrder({
      amountCents,
      description: `${donationOrderDescriptions[body.type]} - ${fund}`,
    });
    // The pending row is what the server created: capture is checked against it, never the browser.
    await db.insert(donations).values({
      amountCents,
      type: body.type,
      frequency: body.type === "one-time" ? null : body.frequency,
      fund: body.category,
      note: body.note,
      donorName: body.donorName,
      donorEmail: body.donorEmail,
      provider: provider.kind,
      providerId: orderId,
      status: "pending",
    });
    return { orderId };
  };

  const process: Handler<typeof endpoints.donations.process> = async ({ body }) => {
    const [order] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider.kind), eq(donations.providerId, body.paypalOrderId)));
    // A subscription's first gift is confirmed by its own call, never captured as an order.
    if (!order || order.subscriptionId) throw notFound(donationMessages.orderNotFound);
    // The browser's amount must be the one the order was created for; the capture is checked below.
    if (cents(body.amount) !== order.amountCents) {
      throw badRequest(donationMessages.amountMismatch, { amount: donationMessages.amountMismatch });
    }
    if (order.status === "completed") {
      return { success: true, message: donationMessages.thankYou, donation: toDonation(order) };
    }
    if (order.status !== "pending") throw badRequest(donationMessages.cancelled);

    const capture = await provider.capture(order.providerId, order.amountCents);
    if (capture.outcome !== "completed") {
      logger.info(
        { orderId: order.providerId, outcome: capture.outcome, detail: capture.detail },
        "payment not captured",
      );
      throw badRequest(donationMessages.cancelled);
    }
    if (capture.status !== "COMPLETED") throw badRequest(donationMessages.cancelled);
    if (capture.currency !== donationCurrency || capture.amountCents !== order.amountCents) {
      // Money moved but not the amount we asked for: never record it as the gift; staff must look.
      logger.error(
        {
          orderId: order.providerId,
          captured: capture.amountCents,
          currency: capture.currency,
          expected: order.amountCents,
        },
        "captured amount differs from the order",
      );
      throw badRequest(donationMessages.amountMismatch, { amount: donationMessages.amountMismatch });
    }
    const won = await completeOrder(db, env, order.id, capture);
    const row = won ?? (await db.select().from(donations).where(eq(donations.id, order.id)))[0];
    if (!row) throw notFound(donationMessages.orderNotFound);
    return { success: true, message: donationMessages.thankYou, donation: toDonation(row) };
  };

  return { config, createOrder, process };
}
