import { mockError } from "@church/contracts/mocks";
import { sampleEventIds } from "@church/contracts/seed";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import EventsPage from "./events-page.tsx";

const renderEvents = () => renderRoutes([{ path: "/events", element: <EventsPage /> }], "/events");

describe("EventsPage", () => {
  it("has no accessibility violations", { timeout: 90_000 }, async () => {
    const { container } = renderEvents();
    await screen.findByRole("table");
    // Colour contrast cannot be computed in jsdom (the e2e axe run checks it); skipping it keeps this fast.
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it("shows the month grid Sunday to Saturday, the upcoming list and the chosen event", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const grid = await screen.findByRole("table");
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const upcoming = screen.getByRole("region", { name: "Upcoming Events" });
    // The page opens on dates: the coming events before the topic filter and the month grid.
    const filter = screen.getByText("Filter by topic");
    expect(upcoming.compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(upcoming.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const dates = within(upcoming)
      .getAllByRole("button")
      .map((button) => button.querySelector("time")?.getAttribute("datetime") ?? "");
    expect(dates).toEqual(dates.toSorted());
    // Each event once, at its next date: the weekly ones do not crowd out the food drive.
    for (const title of ["Sunday Worship Service", "Men's Ministry Breakfast", "Community Food Drive"]) {
      expect(within(upcoming).getAllByRole("button", { name: new RegExp(title) })).toHaveLength(1);
    }
    await user.click(within(upcoming).getByRole("button", { name: /Community Food Drive/ }));
    const detail = screen.getByRole("region", { name: "Event Details" });
    expect(within(detail).getByRole("heading", { name: "Community Food Drive" })).toBeVisible();
    expect(within(detail).getByRole("link", { name: /Add to Calendar/ })).toHaveAttribute(
      "href",
      expect.stringContaining("calendar.google.com/calendar/render?action=TEMPLATE"),
    );
    expect(within(detail).getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent(", Buffalo, NY")),
    );
  });

  it("moves between days with the arrow keys, into the next month too, and a day shows its event", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const grid = await screen.findByRole("table");
    const month = screen.getByRole("heading", { level: 2, name: /^\p{L}+ \d{4}$/u }).textContent;
    const days = within(grid).getAllByRole("button", { name: /, \d{4}/ });
    // One tab stop: only one day is in the tab order.
    expect(days.filter((day) => day.tabIndex === 0)).toHaveLength(1);
    const first = days.find((day) => day.tabIndex === 0) as HTMLElement;
    first.focus();
    const dateOf = (element: Element | null) => element?.getAttribute("data-date") ?? "";
    const start = dateOf(first);
    const shift = (date: string, by: number) => {
      const next = new Date(`${date}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + by);
      return next.toISOString().slice(0, 10);
    };
    await user.keyboard("{ArrowRight}");
    expect(dateOf(document.activeElement)).toBe(shift(start, 1));
    await user.keyboard("{ArrowDown}");
    expect(dateOf(document.activeElement)).toBe(shift(start, 8));
    await user.keyboard("{ArrowLeft}{ArrowUp}");
    expect(dateOf(document.activeElement)).toBe(start);
    // Six weeks down always leaves the month: the calendar turns and the focus follows.
    for (let week = 0; week < 6; week += 1) await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(dateOf(document.activeElement)).toBe(shift(start, 42)));
    expect(screen.getByRole("heading", { level: 2, name: /^\p{L}+ \d{4}$/u }).textContent).not.toBe(month);
    // A day with an event shows it in the details.
    const busy = within(screen.getByRole("table")).getAllByRole("button", { name: /^\d+ events? on / })[0];
    if (!busy) throw new Error("no day with events in the month shown");
    await user.click(busy);
    const detail = screen.getByRole("region", { name: "Event Details" });
    expect(within(detail).getByRole("heading", { level: 3 })).toBeVisible();
  });

  it("filters by tag chips and clears them with Clear All", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const upcoming = await screen.findByRole("region", { name: "Upcoming Events" });
    // The topics are folded away until asked for.
    expect(screen.getByRole("button", { name: "#breakfast" })).not.toBeVisible();
    await user.click(screen.getByText("Filter by topic"));
    await user.click(screen.getByRole("button", { name: "#breakfast" }));
    expect(within(upcoming).queryByRole("button", { name: /Community Food Drive/ })).not.toBeInTheDocument();
    expect(within(upcoming).getAllByRole("button", { name: /Men's Ministry Breakfast/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    expect(within(upcoming).getByRole("button", { name: /Community Food Drive/ })).toBeVisible();
  });

  it("validates the RSVP form and confirms", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const upcoming = await screen.findByRole("region", { name: "Upcoming Events" });
    await user.click(
      within(upcoming).getAllByRole("button", { name: /Men's Ministry Breakfast/ })[0] as HTMLElement,
    );
    await user.click(screen.getByRole("button", { name: "RSVP" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("textbox", { name: /Special Notes/ })).toHaveAttribute(
      "placeholder",
      "Dietary restrictions, accessibility needs, or other notes",
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit RSVP" }));
    expect(await within(dialog).findByText("Full Name is required")).toBeVisible();
    expect(within(dialog).getByText("Email Address is required")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /Full Name/ }), "Daniel Otieno");
    await user.type(within(dialog).getByRole("textbox", { name: /Email Address/ }), "daniel@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Submit RSVP" }));
    // The toast fades in: wait until it is shown, not only mounted.
    const confirmed = await screen.findByText("RSVP confirmed! We look forward to seeing you at the event.");
    await waitFor(() => expect(confirmed).toBeVisible());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for text reminders only with the ticked consent, and sends the number in E.164", async () => {
    const sent: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.includes("/rsvp")) sent.push(await request.clone().json());
    });
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const upcoming = await screen.findByRole("region", { name: "Upcoming Events" });
    await user.click(
      within(upcoming).getAllByRole("button", { name: /Men's Ministry Breakfast/ })[0] as HTMLElement,
    );
    await user.click(screen.getByRole("button", { name: "RSVP" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("textbox", { name: /Mobile number/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Full Name/ }), "Daniel Otieno");
    await user.type(within(dialog).getByRole("textbox", { name: /Email Address/ }), "daniel@example.com");
    await user.click(within(dialog).getByRole("checkbox", { name: /^Text me a confirmation now/ }));
    const mobile = within(dialog).getByRole("textbox", { name: /Mobile number/ });
    await user.type(mobile, "12345");
    await user.click(within(dialog).getByRole("button", { name: "Submit RSVP" }));
    expect(
      await within(dialog).findByText(
        "Please enter a valid mobile number, e.g. 716-555-0123 or +254 712 345678",
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(mobile);
    await user.type(mobile, "+254 712 345 678");
    await user.click(within(dialog).getByRole("radio", { name: "WhatsApp" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit RSVP" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      expect.objectContaining({
        attendeeName: "Daniel Otieno",
        textReminders: { phone: "+254712345678", channel: "whatsapp", consent: true },
      }),
    ]);
    server.events.removeAllListeners();
  });

  it("offers a full event's waiting list, with places per date, and shows the answer focused", async () => {
    const full = 25;
    server.use(
      http.get("*/api/events", async () => {
        const { eventsFixtures } = await import("@church/contracts/mocks");
        const events = eventsFixtures
          .filter((event) => event.status === "published")
          .map((event) =>
            event.id === sampleEventIds.mensMinistry
              ? { ...event, currentAttendees: full, attendeesByDate: { [event.date]: full } }
              : event,
          );
        return Response.json({ events });
      }),
      http.post("*/api/events/:id/rsvp", async ({ request }) => {
        const body = (await request.json()) as {
          attendeeName: string;
          attendeeEmail: string;
          eventDate: string;
        };
        return Response.json(
          {
            success: true,
            status: "waitlisted",
            message:
              "This event is full, so you are on the waiting list. We will e-mail you if a spot opens up.",
            rsvp: {
              id: "00000000-0000-4000-8000-0000000000aa",
              eventId: sampleEventIds.mensMinistry,
              eventDate: body.eventDate,
              attendeeName: body.attendeeName,
              attendeeEmail: body.attendeeEmail,
              attendeePhone: null,
              notes: null,
              rsvpDate: new Date().toISOString(),
              status: "waitlisted",
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEvents();
    const upcoming = await screen.findByRole("region", { name: "Upcoming Events" });
    await user.click(
      within(upcoming).getAllByRole("button", { name: /Men's Ministry Breakfast/ })[0] as HTMLElement,
    );
    expect(screen.getByText(/Event is full/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Join the Waiting List" }));
    const dialog = await screen.findByRole("dialog", { name: /^Waiting list: Men's Ministry Breakfast/ });
    // The date shown full; the next dates of the series with their own places.
    const dates = within(dialog).queryByRole("combobox", { name: "Date" });
    if (dates) {
      const labels = within(dates)
        .getAllByRole("option")
        .map((option) => option.textContent);
      expect(labels[0]).toMatch(/full: waiting list/);
      expect(labels[1]).toMatch(/25 places left/);
    } else {
      expect(within(dialog).getByText("full: waiting list")).toBeVisible();
    }
    await user.type(within(dialog).getByRole("textbox", { name: /Full Name/ }), "Amina Waweru");
    await user.type(within(dialog).getByRole("textbox", { name: /Email Address/ }), "amina@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Join the Waiting List" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const answer = await screen.findByText(/you are on the waiting list/);
    const status = answer.closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent(
      "We have e-mailed amina@example.com and will write again if a place opens.",
    );
  });

  it("says no events are scheduled when they cannot be loaded, never inventing any", async () => {
    server.use(http.get("*/api/events", () => mockError(500, "internal_error", "Database unavailable")));
    renderEvents();
    expect(
      await screen.findByText(
        "No events are scheduled right now. Please check back soon.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText("Sunday Worship Service")).not.toBeInTheDocument();
  });
});
