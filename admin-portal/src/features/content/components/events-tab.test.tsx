import { endpoints } from "@church/contracts";
import { eventsFixtures, mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { EventsTab } from "./events-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const eventCard = (title: string) => screen.getByRole("article", { name: title });

describe("events tab", { timeout: 30_000 }, () => {
  it("shows cards with 'RSVP Required', the attendee count over the maximum, and the RSVP list", async () => {
    renderWithProviders(<EventsTab />);
    await screen.findByRole("article", { name: "Men's Ministry Breakfast" });
    const breakfast = within(eventCard("Men's Ministry Breakfast"));
    expect(breakfast.getByText("RSVP Required")).toBeVisible();
    expect(breakfast.getByText(/2 \/ 25 attending/)).toBeVisible();

    await userEvent.click(breakfast.getByRole("button", { name: "View RSVPs" }));
    const dialog = await screen.findByRole("dialog", { name: /RSVPs: Men's Ministry Breakfast/ });
    expect(await within(dialog).findByText("2 / 25 spots filled")).toBeVisible();
    // A cancelled RSVP can be confirmed again.
    const confirmButtons = within(dialog).getAllByRole("button", { name: "Confirm" });
    await userEvent.click(confirmButtons[0] as HTMLElement);
    await waitFor(() => expect(screen.getByText("RSVP updated")).toBeVisible());
    expect(await within(dialog).findByText("3 / 25 spots filled")).toBeVisible();
  }, 20_000);

  it("marks a full event 'Event Full'", async () => {
    const breakfast = eventsFixtures.find((e) => e.title === "Men's Ministry Breakfast");
    if (!breakfast) throw new Error("no breakfast fixture");
    server.use(
      mockEndpoint(endpoints.events.adminList, () => ({ events: [{ ...breakfast, currentAttendees: 25 }] })),
    );
    renderWithProviders(<EventsTab />);
    const card = within(await screen.findByRole("article", { name: "Men's Ministry Breakfast" }));
    expect(card.getByText("Event Full")).toBeVisible();
    expect(card.getByText(/25 \/ 25 attending/)).toBeVisible();
  });

  it("shows the empty state", async () => {
    server.use(mockEndpoint(endpoints.events.adminList, () => ({ events: [] })));
    renderWithProviders(<EventsTab />);
    await waitFor(() =>
      expect(screen.getByText("No events scheduled. Create your first event!")).toBeVisible(),
    );
  });
});
