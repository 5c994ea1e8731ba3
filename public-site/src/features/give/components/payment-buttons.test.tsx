import { donationMessages, endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import GivePage from "./give-page.tsx";

async function fillGift() {
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: "/give", element: <GivePage /> }], "/give");
  await user.click(await screen.findByRole("button", { name: "$50" }));
  const contact = screen.getByRole("group", { name: "Contact Information" });
  await user.type(within(contact).getByRole("textbox", { name: /Full Name/ }), "Esther");
  await user.type(within(contact).getByRole("textbox", { name: /Email Address/ }), "esther@example.com");
  return user;
}

describe("Give page payment step", () => {
  it("with the test provider, shows a marked test button that creates the order for the gift and ends on the thank-you screen", async () => {
    const sent: { amount?: number; orderId?: string; processed?: string } = {};
    server.use(
      mockEndpoint(endpoints.donations.createOrder, ({ body }) => {
        sent.amount = body.amount;
        sent.orderId = "TEST-ORDER-1";
        return { orderId: "TEST-ORDER-1" };
      }),
      mockEndpoint(endpoints.donations.process, ({ body }) => {
        sent.processed = body.paypalOrderId;
        return { success: true, message: donationMessages.thankYou };
      }),
    );
    const user = await fillGift();
    expect(await screen.findByText(/TEST MODE/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Complete test payment" }));
    expect(await screen.findByRole("heading", { name: "Thank You for Your Gift!" })).toBeVisible();
    expect(sent).toEqual({ amount: 50, orderId: "TEST-ORDER-1", processed: "TEST-ORDER-1" });
    // No PayPal script on a test-provider run.
    expect(document.querySelector('script[src*="paypal.com"]')).toBeNull();
  });

  it("with the test provider, a monthly tithe is a subscription: created for the gift, confirmed, thank-you screen", async () => {
    const sent: { created?: unknown; confirmed?: string; orders: number } = { orders: 0 };
    server.use(
      mockEndpoint(endpoints.donations.createOrder, () => {
        sent.orders++;
        return { orderId: "TEST-ORDER-X" };
      }),
      mockEndpoint(endpoints.donations.createSubscription, ({ body }) => {
        sent.created = { type: body.type, frequency: body.frequency, amount: body.amount };
        return { subscriptionId: "TEST-SUB-1", approveUrl: null };
      }),
      mockEndpoint(endpoints.donations.confirmSubscription, ({ body }) => {
        sent.confirmed = body.paypalSubscriptionId;
        return { success: true, message: donationMessages.thankYou };
      }),
    );
    const user = await fillGift();
    await user.click(screen.getByRole("radio", { name: "Tithe" }));
    await user.click(await screen.findByRole("button", { name: "Complete test payment" }));
    expect(await screen.findByRole("heading", { name: "Thank You for Your Gift!" })).toBeVisible();
    expect(sent).toEqual({
      created: { type: "tithe", frequency: "monthly", amount: 50 },
      confirmed: "TEST-SUB-1",
      orders: 0,
    });
  });

  it("with PayPal configured, loads PayPal's script on the Give page only: capture intent for a one-time gift, subscription intent for a tithe", async () => {
    server.use(
      mockEndpoint(endpoints.donations.config, () => ({
        provider: "paypal" as const,
        clientId: "client-123",
        currency: "USD" as const,
      })),
    );
    const user = await fillGift();
    const scripts = () =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src*="paypal.com/sdk/js"]')].map((s) => s.src);
    await vi.waitFor(() => expect(scripts().some((src) => src.includes("intent=capture"))).toBe(true));
    expect(scripts().some((src) => src.includes("intent=subscription"))).toBe(false);
    await user.click(screen.getByRole("radio", { name: "Tithe" }));
    await vi.waitFor(() =>
      expect(scripts().some((src) => src.includes("vault=true&intent=subscription"))).toBe(true),
    );
    expect(
      document.querySelector('script[data-namespace="paypal_subscriptions"]')?.getAttribute("src"),
    ).toContain("client-id=client-123");
    expect(screen.queryByRole("button", { name: "Complete test payment" })).not.toBeInTheDocument();
  });

  it("answers a failed payment with the spec's text and stays on the form", async () => {
    server.use(
      http.post("*/api/donations/process", () =>
        HttpResponse.json(
          { error: { code: "validation_error", message: donationMessages.cancelled } },
          { status: 400 },
        ),
      ),
    );
    const user = await fillGift();
    await user.click(await screen.findByRole("button", { name: "Complete test payment" }));
    expect(await screen.findByText("Payment was cancelled or failed. Please try again.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Thank You for Your Gift!" })).not.toBeInTheDocument();
  });
});
