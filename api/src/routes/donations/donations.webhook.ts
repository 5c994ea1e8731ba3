import { donationCurrency, type endpoints } from "@church/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { donations, paymentWebhookEvents } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { type PaymentProvider, toCents } from "../../services/payments/payment-provider.ts";
import { obj, queueReceipt, str } from "./donations.model.ts";

/** The payment provider's webhook: captures the browser never reported, renewals, cancellations, refunds. */
export function createWebhookHandlers(deps: AppDeps, provider: PaymentProvider) {
  const { db, env, logger } = deps;

  /** One verified event, applied in the transaction that stores its id (so a redelivery does nothing). */
  async function applyEvent(tx: Db, type: string, resource: Record<string, unknown>) {
    const amount = obj(resource.amount);
    if (type === "PAYMENT.CAPTURE.COMPLETED") {
      // A capture the browser never reported (closed tab): complete our pending order.
      const orderId = str(obj(obj(resource.supplementary_data).related_ids).order_id);
      const captureId = str(resource.id);
      if (!orderId || !captureId) return;
      const [order] = await tx
        .select()
        .from(donations)
        .where(and(eq(donations.provider, "paypal"), eq(donations.providerId, orderId)));
      if (order?.status !== "pending") return;
      if (toCents(amount.value) !== order.amountCents || amount.currency_code !== donationCurrency) return;
      const [won] = await tx
        .update(donations)
        .set({
          status: "completed",
          providerCaptureId: captureId,
          donatedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(donations.id, order.id), eq(donations.status, "pending")))
        .returning();
      if (won) await queueReceipt(tx, env, won);
      return;
    }
    if (type === "PAYMENT.SALE.COMPLETED") {
      // A payment of a subscription: its first (if the first gift has no sale yet) or a renewal.
      const saleId = str(resource.id);
      const subscriptionId = str(resource.billing_agreement_id);
      const custom = str(resource.custom) ?? str(resource.custom_id);
      const amountCents = toCents(amount.total);
      if (!saleId || amountCents === null || amount.currency !== donationCurrency) return;
      const [seen] = await tx
        .select({ id: donations.id })
        .from(donations)
        .where(
          and(
            eq(donations.provider, "paypal"),
            sql`(${donations.providerId} = ${saleId} or ${donations.providerCaptureId} = ${saleId})`,
          ),
        );
      if (seen) return;
      // The first gift: named by the subscription id (or, for gifts made before subscriptions, by
      // `custom` = the first gift's order id). Locked, so the browser's confirm cannot interleave.
      const names = [subscriptionId, custom].filter((v): v is string => v !== null);
      if (names.length === 0) return;
      const [first] = await tx
        .select()
        .from(donations)
        .where(and(eq(donations.provider, "paypal"), inArray(donations.providerId, names)))
        .orderBy(sql`${donations.subscriptionId} is null`)
        .limit(1)
        .for("update");
      if (!first || first.type === "one-time") return;
      if (first.subscriptionId && first.providerCaptureId === null && first.status !== "refunded") {
        if (amountCents !== first.amountCents) {
          logger.error({ saleId, amountCents, expected: first.amountCents }, "first sale differs");
          return;
        }
        const [updated] = await tx
          .update(donations)
          .set({
            status: "completed",
            providerCaptureId: saleId,
            donatedAt: first.donatedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(donations.id, first.id), sql`${donations.providerCaptureId} is null`))
          .returning();
        // The browser never confirmed it (closed tab): the webhook records the gift and its receipt.
        if (updated && first.status === "pending") await queueReceipt(tx, env, updated);
        return;
      }
      if (first.status === "pending") return;
      const [inserted] = await tx
        .insert(donations)
        .values({
          amountCents,
          type: first.type,
          frequency: first.frequency,
          fund: first.fund,
          note: null,
          donorName: first.donorName,
          donorEmail: first.donorEmail,
          provider: "paypal",
          providerId: saleId,
          providerCaptureId: saleId,
          subscriptionId: first.subscriptionId,
          payerId: first.payerId,
          status: "completed",
          donatedAt: new Date(),
        })
        .onConflictDoNothing({ target: [donations.provider, donations.providerId] })
        .returning();
      if (inserted) await queueReceipt(tx, env, inserted);
      return;
    }
    if (type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") {
      // The first payment of a subscription failed after approval: a first gift with no sale yet was
      // never paid, so it leaves the books (a failed renewal records nothing in the first place).
      const subscriptionId = str(resource.id);
      if (!subscriptionId) return;
      const [failed] = await tx
        .update(donations)
        .set({ status: "failed", updatedAt: new Date() })
        .where(
          and(
            eq(donations.provider, "paypal"),
            eq(donations.providerId, subscriptionId),
            eq(donations.subscriptionId, subscriptionId),
            sql`${donations.providerCaptureId} is null`,
            sql`${donations.status} in ('pending', 'completed')`,
          ),
        )
        .returning({ id: donations.id });
      if (failed) logger.warn({ subscriptionId }, "first payment of a subscription failed");
      return;
    }
    if (type === "PAYMENT.CAPTURE.REFUNDED" || type === "PAYMENT.SALE.REFUNDED") {
      const up = (Array.isArray(resource.links) ? resource.links : []).map(obj).find((l) => l.rel === "up");
      const captureId = str(resource.sale_id) ?? str(up?.href)?.split("/").at(-1) ?? null;
      if (!captureId) return;
      await tx
        .update(donations)
        .set({ status: "refunded", updatedAt: new Date() })
        .where(and(eq(donations.provider, "paypal"), eq(donations.providerCaptureId, captureId)));
    }
  }

  const webhook: Handler<typeof endpoints.donations.webhook> = async ({ c, body }) => {
    const verified = await provider.verifyWebhook(c.req.raw.headers, body);
    if (!verified) throw badRequest("Invalid webhook signature");
    const eventId = str(body.id);
    const eventType = str(body.event_type);
    if (!eventId || !eventType) throw badRequest("Invalid webhook event");
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ provider: "paypal", eventId, eventType, payload: body })
        .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
        .returning({ id: paymentWebhookEvents.id });
      if (!fresh) return; // delivered before
      await applyEvent(tx, eventType, obj(body.resource));
      await tx
        .update(paymentWebhookEvents)
        .set({ processedAt: new Date() })
        .where(eq(paymentWebhookEvents.id, fresh.id));
    });
    return { success: true as const };
  };

  return { webhook };
}
