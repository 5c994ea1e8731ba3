import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { donationMessages } from "./donations.constants.ts";
import { donationsEndpoints } from "./donations.endpoints.ts";
import { type Donation, inDonationPeriod } from "./donations.schema.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const donationsFixtures: readonly Donation[] = [
  {
    id: "ac000000-0000-4000-8000-000000000001",
    donorName: "Grace Achieng",
    donorEmail: "grace.achieng@example.com",
    amount: 100,
    currency: "USD",
    type: "tithe",
    frequency: "monthly",
    category: "tithe",
    note: null,
    paypalPaymentId: "MOCK-PAY-1001",
    stripePaymentId: null,
    donatedAt: daysAgo(0),
  },
  {
    id: "ac000000-0000-4000-8000-000000000002",
    donorName: "John Miller",
    donorEmail: "john.miller@example.com",
    amount: 250,
    currency: "USD",
    type: "one-time",
    frequency: null,
    category: "swahili-bibles",
    note: "For the Bible project in Congo",
    paypalPaymentId: "MOCK-PAY-1002",
    stripePaymentId: null,
    donatedAt: daysAgo(3),
  },
  {
    id: "ac000000-0000-4000-8000-000000000003",
    donorName: "Esther Uwimana",
    donorEmail: "esther.uwimana@example.com",
    amount: 25,
    currency: "USD",
    type: "recurring",
    frequency: "weekly",
    category: "refugee-support",
    note: null,
    paypalPaymentId: null,
    stripePaymentId: null,
    donatedAt: daysAgo(12),
  },
  {
    id: "ac000000-0000-4000-8000-000000000004",
    donorName: "Linda Kowalski",
    donorEmail: "linda.k@example.com",
    amount: 50,
    currency: "USD",
    type: "one-time",
    frequency: null,
    category: "youth-ministry",
    note: null,
    paypalPaymentId: "MOCK-PAY-1004",
    stripePaymentId: null,
    donatedAt: daysAgo(45),
  },
];

export const donationsStore = createMockStore(() => donationsFixtures);

/** A one-page placeholder PDF: the API draws the real statement. */
const placeholderPdf = () =>
  new Response("%PDF-1.4\n% mock statement\n%%EOF\n", { headers: { "content-type": "application/pdf" } });

type GiftFields = Pick<
  Donation,
  "donorName" | "donorEmail" | "amount" | "type" | "frequency" | "category" | "note"
>;

/** Records a gift once per provider id (order or subscription), as the API does. */
function recordGiftOnce(paymentId: string, gift: GiftFields) {
  const donation =
    donationsStore.all().find((d) => d.paypalPaymentId === paymentId) ??
    donationsStore.insert({
      id: newId(),
      donorName: gift.donorName,
      donorEmail: gift.donorEmail,
      amount: gift.amount,
      currency: "USD",
      type: gift.type,
      frequency: gift.frequency,
      category: gift.category,
      note: gift.note,
      paypalPaymentId: paymentId,
      stripePaymentId: null,
      donatedAt: nowIso(),
    });
  return { success: true as const, message: donationMessages.thankYou, donation };
}

export const donationsHandlers = [
  mockEndpoint(donationsEndpoints.config, () => ({
    provider: "test" as const,
    clientId: null,
    currency: "USD" as const,
  })),
  mockEndpoint(donationsEndpoints.statement, () => placeholderPdf()),
  mockEndpoint(donationsEndpoints.downloadStatement, () => placeholderPdf()),
  mockEndpoint(donationsEndpoints.sendStatement, () => ({
    success: true as const,
    message: donationMessages.statementSent,
  })),
  mockEndpoint(donationsEndpoints.requestStatement, () => ({
    success: true as const,
    message: donationMessages.statementRequested,
  })),
  mockEndpoint(donationsEndpoints.createOrder, () => ({
    orderId: `MOCK-ORDER-${newId().slice(0, 8).toUpperCase()}`,
  })),
  mockEndpoint(donationsEndpoints.process, ({ body }) =>
    recordGiftOnce(body.paypalOrderId, {
      ...body,
      frequency: body.type === "one-time" ? null : body.frequency,
    }),
  ),
  mockEndpoint(donationsEndpoints.createSubscription, () => ({
    subscriptionId: `MOCK-SUB-${newId().slice(0, 8).toUpperCase()}`,
    approveUrl: null,
  })),
  mockEndpoint(donationsEndpoints.confirmSubscription, ({ body }) =>
    recordGiftOnce(body.paypalSubscriptionId, body),
  ),
  mockEndpoint(donationsEndpoints.webhook, () => ({ success: true as const })),
  mockEndpoint(donationsEndpoints.list, ({ query }) => {
    const now = new Date();
    const donations = donationsStore
      .all()
      .filter((d) => query.type === "all" || d.type === query.type)
      .filter((d) => inDonationPeriod(d.donatedAt, query.period, now))
      .sort((a, b) => b.donatedAt.localeCompare(a.donatedAt));
    const total = Math.round(donations.reduce((sum, d) => sum + d.amount, 0) * 100) / 100;
    return { donations, total, count: donations.length };
  }),
];
