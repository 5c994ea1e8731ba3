import { endpoints } from "@church/contracts";
import { eventsFixtures, mockEndpoint } from "@church/contracts/mocks";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { EventsTab } from "./events-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const eventCard = (title: string) => screen.getByRole("article", { name: title });

async function openRsvps() {
  renderWithProviders(<EventsTab />);
  await screen.findByRole("article", { name: "Men's Ministry Breakfast" });
  const breakfast = within(eventCard("Men's Ministry Breakfast"));
  expect(breakfast.getByText("RSVP Required")).toBeVisible();
  expect(breakfast.getByText(/2 \/ 25 attending/)).toBeVisible();
  await userEvent.click(breakfast.getByRole("button", { name: "View RSVPs" }));
  const dialog = await screen.findByRole("dialog", { name: /RSVPs: Men's Ministry Breakfast/ });
  expect(await within(dialog).findByText("2 / 25 spots filled")).toBeVisible();
  return dialog;
}

describe("events tab", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<EventsTab />);
    await screen.findByRole("article", { name: "Men's Ministry Breakfast" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("confirms a cancelled RSVP from its row menu, and Undo puts it back", async () => {
    const dialog = await openRsvps();
    await userEvent.click(within(dialog).getByRole("button", { name: "Actions for Michael Otieno" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Confirm" }));
    expect(await within(dialog).findByText("3 / 25 spots filled")).toBeVisible();
    expect(within(dialog).getByText("Michael Otieno: Confirmed")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(await within(dialog).findByText("2 / 25 spots filled")).toBeVisible();
  }, 20_000);

  it("cancels the ticked RSVPs at once and says how many, with the plural right", async () => {
    const dialog = await openRsvps();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Select Joseph Baraka" }));
    const bar = within(dialog).getByRole("toolbar", { name: "Selected RSVPs" });
    expect(bar).toHaveTextContent("1 selected");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Select Emmanuel Ndayishimiye" }));
    await userEvent.click(within(bar).getByRole("button", { name: "Cancel RSVPs" }));
    await waitFor(() => expect(screen.getByText("2 RSVPs updated")).toBeVisible());
    expect(await within(dialog).findByText("0 / 25 spots filled")).toBeVisible();
  }, 20_000);

  it("creates a weekly event with one date skipped, asking the time once", async () => {
    renderWithProviders(<EventsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Event" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Event" });
    const form = within(dialog);
    expect(form.queryByRole("textbox", { name: /^Time/ })).not.toBeInTheDocument();
    await userEvent.type(form.getByRole("textbox", { name: "Title" }), "Choir Practice");
    await userEvent.type(form.getByRole("textbox", { name: "Description" }), "Singing together.");
    fireEvent.change(form.getByLabelText(/^Date/), { target: { value: "2031-01-05" } });
    fireEvent.change(form.getByLabelText(/^Starts at/), { target: { value: "19:00" } });
    fireEvent.change(form.getByLabelText(/^Ends at/), { target: { value: "20:30" } });
    await userEvent.type(form.getByRole("textbox", { name: "Location" }), "Main Sanctuary");
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Repeat" }), "Every week on Sunday");
    const dates = within(form.getByRole("group", { name: "Dates" }));
    await userEvent.click(dates.getByRole("checkbox", { name: "Sun, Jan 19, 2031" }));
    await userEvent.click(form.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.getByText("Event created")).toBeVisible());
    const card = within(await screen.findByRole("article", { name: "Choir Practice" }));
    expect(card.getByText("Every week on Sunday, skips Sun, Jan 19, 2031")).toBeVisible();
    expect(card.getByText(/7:00 PM - 8:30 PM/)).toBeVisible();
  }, 25_000);

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
