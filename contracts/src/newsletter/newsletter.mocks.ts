import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { newsletterMessages } from "./newsletter.constants.ts";
import { newsletterEndpoints } from "./newsletter.endpoints.ts";
import type { Subscriber } from "./newsletter.schema.ts";

const subscriber = (
  n: number,
  fields: Pick<Subscriber, "firstName" | "lastName" | "email" | "language" | "subscribedAt"> &
    Partial<Pick<Subscriber, "status" | "unsubscribedAt">>,
): Subscriber => ({
  id: `a8000000-0000-4000-8000-00000000000${n}`,
  status: "active",
  unsubscribedAt: null,
  ...fields,
});

export const newsletterFixtures: readonly Subscriber[] = [
  subscriber(1, {
    firstName: "Grace",
    lastName: "Achieng",
    email: "grace.achieng@example.com",
    language: "sw",
    subscribedAt: "2026-11-18T17:02:00.000Z",
  }),
  subscriber(2, {
    firstName: "John",
    lastName: "Miller",
    email: "john.miller@example.com",
    language: "en",
    subscribedAt: "2026-11-12T21:15:00.000Z",
  }),
  subscriber(3, {
    firstName: "Esther",
    lastName: "Uwimana",
    email: "esther.uwimana@example.com",
    language: "sw",
    subscribedAt: "2026-10-30T14:40:00.000Z",
  }),
  // A compact sign-up: e-mail only.
  subscriber(4, {
    firstName: "",
    lastName: "",
    email: "friend.of.amani@example.com",
    language: "en",
    subscribedAt: "2026-10-21T10:05:00.000Z",
  }),
  subscriber(5, {
    firstName: "Daudi",
    lastName: "Mushi",
    email: "daudi.mushi@example.com",
    language: "sw",
    subscribedAt: "2026-10-02T19:30:00.000Z",
  }),
  subscriber(6, {
    firstName: "Linda",
    lastName: "Kowalski",
    email: "linda.k@example.com",
    language: "en",
    subscribedAt: "2026-09-14T16:45:00.000Z",
    status: "unsubscribed",
    unsubscribedAt: "2026-11-01T08:00:00.000Z",
  }),
  // Signed up, never followed the confirmation link.
  subscriber(7, {
    firstName: "Peter",
    lastName: "Nkurunziza",
    email: "peter.nk@example.com",
    language: "sw",
    subscribedAt: "2026-11-20T09:12:00.000Z",
    status: "pending",
  }),
];

export const subscribersStore = createMockStore(() => newsletterFixtures);

/** The mock unsubscribe token of a subscriber: `mock-unsubscribe-{id}` (the API signs real ones). */
export const mockUnsubscribeToken = (subscriberId: string): string => `mock-unsubscribe-${subscriberId}`;

export const newsletterHandlers = [
  mockEndpoint(newsletterEndpoints.subscribe, ({ body }) => {
    const existing = subscribersStore.all().find((s) => s.email.toLowerCase() === body.email.toLowerCase());
    if (existing) {
      subscribersStore.update(existing.id, {
        status: "active",
        unsubscribedAt: null,
        firstName: body.firstName || existing.firstName,
        lastName: body.lastName || existing.lastName,
        language: body.language,
      });
    } else {
      subscribersStore.insert({
        id: newId(),
        ...body,
        status: "active",
        subscribedAt: nowIso(),
        unsubscribedAt: null,
      });
    }
    return { success: true as const, message: newsletterMessages.subscribed };
  }),
  mockEndpoint(newsletterEndpoints.unsubscribe, ({ body }) => {
    const id = body.token.replace(/^mock-unsubscribe-/, "");
    const subscriber = subscribersStore.find(id);
    if (!subscriber || !body.token.startsWith("mock-unsubscribe-")) {
      return mockError(400, "validation_error", newsletterMessages.invalidToken, {
        token: newsletterMessages.invalidToken,
      });
    }
    subscribersStore.update(id, { status: "unsubscribed", unsubscribedAt: nowIso() });
    return { success: true as const, message: newsletterMessages.unsubscribed };
  }),
  mockEndpoint(
    newsletterEndpoints.confirm,
    () =>
      new Response(`<p>${newsletterMessages.confirmed}</p>`, { headers: { "content-type": "text/html" } }),
  ),
  mockEndpoint(
    newsletterEndpoints.unsubscribePage,
    () =>
      new Response(`<p>${newsletterMessages.unsubscribeQuestion}</p>`, {
        headers: { "content-type": "text/html" },
      }),
  ),
  mockEndpoint(newsletterEndpoints.oneClickUnsubscribe, ({ query }) => {
    const id = query.token.replace(/^mock-unsubscribe-/, "");
    if (subscribersStore.find(id))
      subscribersStore.update(id, { status: "unsubscribed", unsubscribedAt: nowIso() });
    return new Response(`<p>${newsletterMessages.unsubscribed}</p>`, {
      headers: { "content-type": "text/html" },
    });
  }),
  mockEndpoint(newsletterEndpoints.listSubscribers, ({ query }) => {
    const all = [...subscribersStore.all()].sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));
    const matching = all.filter((s) => !query.status || s.status === query.status);
    const from = query.offset ?? 0;
    return {
      subscribers: matching.slice(from, query.limit ? from + query.limit : undefined),
      total: matching.length,
      activeCount: all.filter((s) => s.status === "active").length,
      pendingCount: all.filter((s) => s.status === "pending").length,
    };
  }),
  mockEndpoint(newsletterEndpoints.bulkSubscribers, ({ body }) => {
    const chosen = body.ids.map((id) => subscribersStore.find(id));
    if (chosen.some((s) => !s)) return mockError(404, "not_found", "Subscriber not found");
    let changed = 0;
    for (const s of chosen) {
      if (!s) continue;
      if (body.action === "delete") {
        subscribersStore.remove(s.id);
        changed++;
      } else if (body.action === "unsubscribe" && s.status !== "unsubscribed") {
        subscribersStore.update(s.id, { status: "unsubscribed", unsubscribedAt: nowIso() });
        changed++;
      } else if (body.action === "resend-confirmation" && s.status === "pending") changed++;
    }
    return { success: true as const, changed };
  }),
];
