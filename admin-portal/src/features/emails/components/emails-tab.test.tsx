import { i18n } from "@church/ui-kit";
import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { EmailsTab } from "./emails-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("the E-mails screen", { timeout: 30_000 }, () => {
  it("has no accessibility violations and lists sent, held and failed e-mails with their text", async () => {
    const { container } = renderWithProviders(<EmailsTab />);
    expect(await screen.findByText("3 e-mails")).toBeVisible();
    expect(screen.getByText(/No mail server \(SMTP\) is set up/)).toBeVisible();
    const held = screen.getByRole("article", { name: "Contact form: Visiting this Sunday" });
    expect(within(held).getByText("Held")).toBeVisible();
    const sent = screen.getByRole("article", { name: "RSVP confirmed: Community Potluck" });
    expect(within(sent).getByText("Sent")).toBeVisible();
    await userEvent.click(within(sent).getByText("Show the text"));
    expect(within(sent).getByText(/Your RSVP for Community Potluck is confirmed/)).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows only the failed ones, with their error, and sends one again", async () => {
    renderWithProviders(<EmailsTab />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Show" }), "failed");
    expect(await screen.findByText("1 e-mail")).toBeVisible();
    const failed = screen.getByRole("article", { name: "Please confirm your subscription" });
    expect(within(failed).getByText("Last error: 550 5.1.1 Mailbox unavailable")).toBeVisible();
    await userEvent.click(
      within(failed).getByRole("button", { name: "Send again: Please confirm your subscription" }),
    );
    expect(await screen.findByText("Queued to be sent again")).toBeVisible();
  });

  it("shows held e-mails only under Held, and speaks Swahili", async () => {
    await act(() => i18n.changeLanguage("sw"));
    renderWithProviders(<EmailsTab />);
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Onyesha" }), "held");
    expect(await screen.findByText("Barua pepe 1")).toBeVisible();
    expect(screen.getByRole("article", { name: "Contact form: Visiting this Sunday" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Tuma tena/ })).not.toBeInTheDocument();
  });
});
