import { type Donation, donationCurrency } from "@church/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { donations } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { enqueueMail } from "../../services/mail/outbox.ts";
import { isTestPayment } from "../../services/payments/test-provider.ts";
import { linkPerson } from "../../services/people/link-person.ts";
import { donationReceiptMail } from "./donations.mail.ts";

export type Row = typeof donations.$inferSelect;

/** The payment id staff and donors see: the capture when there is one, else the order. */
export const paymentId = (row: Row) => row.providerCaptureId ?? row.providerId;

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

export const cents = (dollars: number) => Math.round(dollars * 100);

/** The gift's receipt, queued with the transaction that recorded the gift. */
export async function queueReceipt(tx: Db, env: AppDeps["env"], row: Row) {
  const mail = donationReceiptMail(toDonation(row), paymentId(row), isTestPayment(row.providerId));
  await enqueueMail(tx, env, { kind: "donation_receipt", to: row.donorEmail, ...mail });
  // Every recorded gift passes here once (its receipt): the giver's timeline names the fund, not the amount.
  await linkPerson(
    tx,
    { email: row.donorEmail, name: row.donorName },
    { kind: "donation", refId: row.id, summary: row.fund, occurredAt: row.donatedAt ?? undefined },
  );
}

/**
 * Marks a pending order as paid. Only the first caller's update matches `status = 'pending'` (the row
 * lock serialises concurrent calls), so the gift and its receipt are recorded exactly once.
 */
export async function completeOrder(
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

export const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
