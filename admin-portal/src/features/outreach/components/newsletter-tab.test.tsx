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
    expect(within(campaign).getByText("3 delivered · 1 failed · 0 pending")).toBeVisible();
    expect(screen.getByText("From Samuel Mwangi · replies go to pastor@amani-friends.example")).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("composes in both languages, previews the real layout, tests to me, and confirms the count before sending", async () => {
    renderWithProviders(<NewsletterTab startWithForm />);
    const dialog = await screen.findByRole("dialog", { name: "Send Newsletter" });
    const form = within(dialog);
    await userEvent.click(form.getByRole("button", { name: "Review and send" }));
    expect(await form.findByText("Subject is required")).toBeVisible();
    expect(await form.findByText(/Content is required/)).toBeVisible();

    await userEvent.type(form.getByRole("textbox", { name: "Subject" }), "Advent");
    await userEvent.click(await form.findByRole("textbox", { name: "Content" }));
    await userEvent.paste("Join us for Advent.");
    await userEvent.type(form.getByRole("textbox", { name: "Subject (SW)" }), "Majilio");
    await userEvent.click(form.getByRole("textbox", { name: "Content (SW)" }));
    await userEvent.paste("Karibuni.");

    await userEvent.click(form.getByRole("button", { name: "Preview" }));
    const frame = await form.findByTitle("E-mail preview");
    expect(frame.getAttribute("srcdoc")).toContain("Join us for Advent.");
    await userEvent.click(form.getByRole("radio", { name: "Swahili" }));
    await waitFor(() =>
      expect(form.getByTitle("E-mail preview").getAttribute("srcdoc")).toContain("Karibuni."),
    );

    await userEvent.click(form.getByRole("button", { name: "Send a test to me" }));
    await waitFor(() => expect(screen.getByText(/^Test sent to /)).toBeVisible());

    await userEvent.click(form.getByRole("button", { name: "Review and send" }));
    expect(await form.findByRole("heading", { name: "Send “Advent” to 5 subscribers?" })).toBeVisible();
    expect(form.getByText("2 get the English version")).toBeVisible();
    expect(form.getByText("3 get the Swahili version")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(screen.getByText("Campaign sent")).toBeVisible());
    expect(await screen.findByRole("listitem", { name: "Advent" })).toBeVisible();
  }, 40_000);

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
