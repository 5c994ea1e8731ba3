import { randomUUID } from "node:crypto";
import {
  type Donation,
  type DonationFrequency,
  type DonationPeriod,
  donationCurrency,
  donationFrequencyLabels,
  donationFundLabels,
  donationMessages,
  donationOrderDescriptions,
  type endpoints,
} from "@church/contracts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { donations, paymentPlans, paymentWebhookEvents } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { createPaymentProvider } from "../../services/payments/create-payment-provider.ts";
import { fromCents, type PaymentProvider, toCents } from "../../services/payments/payment-provider.ts";
import { isTestPayment } from "../../services/payments/test-provider.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { donationReceiptMail, statementLinkMail } from "./donations.mail.ts";
import {
  CHURCH_TIME_ZONE,
  renderStatementPdf,
  statementFilename,
  statementUrl,
  verifyStatementToken,
} from "./donations.statement.ts";

type Row = typeof donations.$inferSelect;

/** The payment id staff and donors see: the capture when there is one, else the order. */
const paymentId = (row: Row) => row.providerCaptureId ?? row.providerId;

export const toDonation = (row: Row): Donation => ({
  id: row.id,
  donorName: row.donorName,
  donorEmail: row.donorEmail,
  amount: row.amountCents / 100,
  currency: donationCurrency,
  type: row.type,
  frequency: row.frequency,
  category: row.fund,
  note: row.note,
  // Test gifts show their TEST- id here too, so staff see which payment a row is.
  paypalPaymentId: row.provider === "stripe" ? null : paymentId(row),
  stripePaymentId: row.provider === "stripe" ? paymentId(row) : null,
  donatedAt: (row.donatedAt ?? row.createdAt).toISOString(),
});

const cents = (dollars: number) => Math.round(dollars * 100);

/** The gift's receipt, queued with the transaction that recorded the gift. */
async function queueReceipt(tx: Db, env: AppDeps["env"], row: Row) {
  const mail = donationReceiptMail(toDonation(row), paymentId(row), isTestPayment(row.providerId));
  await enqueueMail(tx, env, { kind: "donation_receipt", to: row.donorEmail, ...mail });
}

/**
 * Marks a pending order as paid. Only the first caller's update matches `status = 'pending'` (the row
 * lock serialises concurrent calls), so the gift and its receipt are recorded exactly once.
 */
async function completeOrder(
  db: Db,
  env: AppDeps["env"],
  orderRowId: string,
  capture: { captureId: string | null; payerId: string | null },
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(donations)
      .set({
        status: "completed",
        providerCaptureId: capture.captureId,
        payerId: capture.payerId,
        donatedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(donations.id, orderRowId), eq(donations.status, "pending")))
      .returning();
    if (won) await queueReceipt(tx, env, won);
    return won ?? null;
  });
}

/** Period filters in SQL on Buffalo's calendar (staff-area.md section 9). */
function periodFilter(period: DonationPeriod): SQL | undefined {
  const local = sql`(${donations.donatedAt} at time zone ${CHURCH_TIME_ZONE})`;
  const nowLocal = sql`(now() at time zone ${CHURCH_TIME_ZONE})`;
  switch (period) {
    case "today":
      return sql`${local}::date = ${nowLocal}::date`;
    case "week":
      return sql`${donations.donatedAt} > now() - interval '7 days' and ${donations.donatedAt} <= now()`;
    case "month":
      return sql`date_trunc('month', ${local}) = date_trunc('month', ${nowLocal})`;
    default:
      return undefined;
  }
}

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

export function createDonationsHandlers(
  deps: AppDeps,
  provider: PaymentProvider = createPaymentProvider(deps.env),
) {
  const { db, env, logger } = deps;
  if (provider.kind === "test" && env.NODE_ENV === "production") {
    logger.warn("PayPal is not configured: online gifts use the TEST payment provider (no money moves)");
  }

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

  const list: Handler<typeof endpoints.donations.list> = async ({ query }) => {
    const where = and(
      eq(donations.status, "completed"),
      query.type === "all" ? undefined : eq(donations.type, query.type),
      periodFilter(query.period),
    );
    const [rows, totals] = await Promise.all([
      db.select().from(donations).where(where).orderBy(desc(donations.donatedAt)),
      db
        .select({
          totalCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
          count: sql<string>`count(*)`,
        })
        .from(donations)
        .where(where),
    ]);
    return {
      donations: rows.map(toDonation),
      total: Number(totals[0]?.totalCents ?? 0) / 100,
      count: Number(totals[0]?.count ?? 0),
    };
  };

  /** A donor's completed gifts of one calendar year (Buffalo time), oldest first. */
  async function giftsOfYear(email: string, year: number) {
    const rows = await db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.status, "completed"),
          sql`lower(${donations.donorEmail}) = ${email.toLowerCase()}`,
          sql`extract(year from (${donations.donatedAt} at time zone ${CHURCH_TIME_ZONE})) = ${year}`,
        ),
      )
      .orderBy(donations.donatedAt);
    return rows;
  }

  /** The statement PDF of one donor and year, and whether there was any gift in it. */
  async function statementPdf(email: string, year: number, language: "en" | "sw") {
    const rows = await giftsOfYear(email, year);
    const pdf = await renderStatementPdf({
      donorName: rows.at(-1)?.donorName ?? email,
      donorEmail: email,
      year,
      language,
      gifts: rows.map(toDonation),
    });
    return { pdf, gifts: rows.length };
  }

  async function statementResponse(email: string, year: number, language: "en" | "sw") {
    const { pdf } = await statementPdf(email, year, language);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${statementFilename(year)}"`,
      },
    });
  }

  /** The statement e-mail: the PDF attached, and the signed link for whoever prefers to download it. */
  async function statementMail(request: { email: string; year: number; language: "en" | "sw" }) {
    const { pdf, gifts } = await statementPdf(request.email, request.year, request.language);
    if (gifts === 0) return null;
    const text = statementLinkMail(request.year, statementUrl(env, request), request.language);
    return {
      kind: "donation_statement",
      to: request.email,
      ...text,
      attachments: [
        {
          filename: statementFilename(request.year),
          contentType: "application/pdf",
          content: pdf.toString("base64"),
          encoding: "base64" as const,
        },
      ],
    };
  }

  const statement: Handler<typeof endpoints.donations.statement> = ({ query }) =>
    statementResponse(query.email, query.year, query.language);

  const sendStatement: Handler<typeof endpoints.donations.sendStatement> = async ({ body, user }) => {
    const mail = await statementMail(body);
    if (!mail) throw notFound("No gifts from this address in that year.");
    await db.transaction(async (tx) => {
      await enqueueMail(tx, env, mail);
      await recordAudit(tx, {
        actor: user,
        action: "donation_statement.send",
        entityType: "donation_statement",
        entityId: null,
        after: { email: body.email, year: body.year, language: body.language },
      });
    });
    return { success: true as const, message: donationMessages.statementSent };
  };

  const requestStatement: Handler<typeof endpoints.donations.requestStatement> = async ({ c, body }) => {
    await enforceRateLimit(c, db, {
      name: "donation-statement-request",
      limit: 5,
      windowSeconds: 600,
      message: "Too many requests from this connection. Please wait a few minutes and try again.",
    });
    // The statement only ever goes to the address itself, and the answer is the same either way.
    const mail = await statementMail(body);
    if (mail) await enqueueMail(db, env, mail);
    return { success: true as const, message: donationMessages.statementRequested };
  };

  const downloadStatement: Handler<typeof endpoints.donations.downloadStatement> = ({ query }) => {
    const claim = verifyStatementToken(env, query.token);
    if (!claim) throw new HttpError("not_found", donationMessages.statementLinkInvalid);
    return statementResponse(claim.email, claim.year, claim.language);
  };

  return {
    config,
    createOrder,
    process,
    createSubscription,
    confirmSubscription,
    webhook,
    list,
    statement,
    sendStatement,
    requestStatement,
    downloadStatement,
  };
}
