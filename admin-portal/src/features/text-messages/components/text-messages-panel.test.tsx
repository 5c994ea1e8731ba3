import { i18n } from "@church/ui-kit";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { TextMessagesPanel } from "./text-messages-panel.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("text messages", { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<TextMessagesPanel />);
    await screen.findByText("RSVP confirmation");
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);

  it("shows each message's status, number, channel and the reason of a failure", async () => {
    renderWithProviders(<TextMessagesPanel />);
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText("Cancelled")).toBeVisible();
    expect(
      within(items[0] as HTMLElement).getByText("Reason: Cancelled: the RSVP was cancelled"),
    ).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText("Delivered")).toBeVisible();
    expect(
      within(items[1] as HTMLElement).getByText("To +254 712 345678 by WhatsApp, in Swahili"),
    ).toBeVisible();
    expect(within(items[2] as HTMLElement).getByText("Failed")).toBeVisible();
    expect(
      within(items[2] as HTMLElement).getByText("Reason: Twilio answered 503: Service unavailable"),
    ).toBeVisible();
    expect(screen.getByText(/Twilio is not set up/)).toBeVisible();
  });

  it("filters by status", async () => {
    renderWithProviders(<TextMessagesPanel />);
    await screen.findByText("RSVP confirmation");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "failed");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByText("Meeting request received")).toBeVisible();
    expect(screen.getByText("1 of 1 messages")).toBeVisible();
  });

  it("speaks Swahili", async () => {
    await i18n.changeLanguage("sw");
    renderWithProviders(<TextMessagesPanel />);
    expect(await screen.findByRole("heading", { name: "Ujumbe Mfupi" })).toBeVisible();
    expect(await screen.findByText("Uthibitisho wa usajili")).toBeVisible();
    expect(within(screen.getByRole("list")).getByText("Umefika")).toBeVisible();
    expect(screen.getByText("Sababu: Umeghairiwa: usajili ulighairiwa")).toBeVisible();
  });
});
