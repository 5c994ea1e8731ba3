import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { NewsletterTab } from "./newsletter-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("newsletter tab", { timeout: 40_000 }, () => {
  it("has no accessibility violations; counts read right in the plural and campaigns show their deliveries", async () => {
    const { container } = renderWithProviders(<NewsletterTab />);
    expect(await screen.findByText("7 subscribers · 5 active · 1 waiting to confirm")).toBeVisible();
    const campaign = await screen.findByRole("listitem", { name: "Back-to-school drive: thank you!" });
    expect(within(campaign).getByText(/Sent to 4 recipients/)).toBeVisible();
    expect(within(campaign).getByText("3 delivered · 0 held · 1 failed · 0 pending")).toBeVisible();
    // Letters being written are listed with their state; a scheduled one says when, in Buffalo time.
    const drafts = await screen.findByRole("list", { name: "Letters in progress" });
    expect(within(drafts).getByRole("listitem", { name: "Christmas services" })).toHaveTextContent(/Draft/);
    expect(within(drafts).getByRole("listitem", { name: "Food drive: thank you" })).toHaveTextContent(
      "Goes out Sunday, December 6, 2026, 9:00 AM EST",
    );
    expect(screen.getByText("From Samuel Mwangi · replies go to pastor@amani-friends.example")).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("deletes a letter in progress after asking", async () => {
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete “Christmas services”" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete “Christmas services”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByText("Letter deleted")).toBeVisible());
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Christmas services" })).not.toBeInTheDocument(),
    );
  });

  it("asks for the sender before a campaign can go out, and saves it once", async () => {
    server.use(mockEndpoint(endpoints.campaigns.sender, () => ({ sender: null })));
    renderWithProviders(<NewsletterTab />);
    const card = (await screen.findByRole("heading", { name: "Sender" })).closest(".ck-card") as HTMLElement;
    expect(await within(card).findByText(/No sender yet/)).toBeVisible();
    await userEvent.type(within(card).getByRole("textbox", { name: "First name" }), "Ruth");
    await userEvent.type(within(card).getByRole("textbox", { name: "Last name" }), "Wanjiru");
    await userEvent.type(within(card).getByRole("textbox", { name: "Reply-to email" }), "ruth@example.org");
    await userEvent.click(within(card).getByRole("button", { name: "Save sender" }));
    expect(await screen.findByText("From Ruth Wanjiru · replies go to ruth@example.org")).toBeVisible();
  });

  it("lists pending subscribers, resends one's confirmation, and unsubscribes the ticked ones", async () => {
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Manage subscribers" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribers" });
    const list = within(dialog);
    await userEvent.selectOptions(list.getByRole("combobox", { name: "Show" }), "pending");
    const peter = await list.findByRole("row", { name: /Peter Nkurunziza/ });
    expect(within(peter).getByText("Pending confirmation")).toBeVisible();
    await userEvent.click(within(peter).getByRole("button", { name: "Actions for Peter Nkurunziza" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Resend confirmation" }));
    await waitFor(() => expect(screen.getByText("Confirmation sent to 1 subscriber")).toBeVisible());

    await userEvent.selectOptions(list.getByRole("combobox", { name: "Show" }), "active");
    await userEvent.click(await list.findByRole("checkbox", { name: "Select Grace Achieng" }));
    await userEvent.click(list.getByRole("checkbox", { name: "Select John Miller" }));
    const bar = list.getByRole("toolbar", { name: "Selected subscribers" });
    expect(bar).toHaveTextContent("2 selected");
    await userEvent.click(within(bar).getByRole("button", { name: "Unsubscribe" }));
    await waitFor(() => expect(screen.getByText("2 subscribers unsubscribed")).toBeVisible());
    await waitFor(() => expect(list.queryByRole("row", { name: /Grace Achieng/ })).not.toBeInTheDocument());
  }, 30_000);
});
