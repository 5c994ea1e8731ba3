import { bookingMessages, calendarDate, churchInfo, meetingTimeSlots, weekdayOf } from "@church/contracts";
import { availabilityFixture } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import ScheduleMeetingPage from "./schedule-meeting-page.tsx";

const renderPage = () => renderRoutes([{ path: "/", element: <ScheduleMeetingPage /> }], "/");
const today = calendarDate(new Date(), churchInfo.timeZone);

/** Picks the first free date and its first free time. */
async function pickSlot(user: ReturnType<typeof userEvent.setup>) {
  const dates = await screen.findByRole("combobox", { name: /Preferred date/ });
  await waitFor(() => expect(dates).toBeEnabled());
  const [, first] = within(dates).getAllByRole("option") as HTMLOptionElement[];
  await user.selectOptions(dates, first?.value ?? "");
  const times = screen.getByRole("combobox", { name: /Preferred time/ });
  const [, time] = within(times).getAllByRole("option") as HTMLOptionElement[];
  await user.selectOptions(times, time?.value ?? "");
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /Full Name/ }), "Joseph Baraka");
  await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "joseph@example.com");
  await pickSlot(user);
  await user.type(screen.getByRole("textbox", { name: /Purpose/ }), "Counsel about my family.");
}

describe("ScheduleMeetingPage", () => {
  it("offers the spec's options and defaults, and only the pastor's free times from tomorrow on", async () => {
    renderPage();
    expect(await screen.findByRole("combobox", { name: "Type of meeting" })).toHaveDisplayValue(
      "General Meeting",
    );
    expect(screen.getByRole("combobox", { name: "Meeting format" })).toHaveDisplayValue("Any format");
    expect(screen.getByRole("combobox", { name: "Urgency" })).toHaveDisplayValue(
      "Routine (within 1-2 weeks)",
    );
    const dates = await screen.findByRole("combobox", { name: /Preferred date/ });
    await waitFor(() => expect(dates).toBeEnabled());
    const offered = (within(dates).getAllByRole("option") as HTMLOptionElement[])
      .map((option) => option.value)
      .filter(Boolean);
    // The mock pastor meets on weekdays, 10:00 to 16:00, and has blocked one day.
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.every((date) => date > today && weekdayOf(date) >= 1 && weekdayOf(date) <= 5)).toBe(true);
    expect(offered).not.toContain(availabilityFixture.blockedDays[0]?.date);
    await userEvent.setup({ delay: null }).selectOptions(dates, offered[0] ?? "");
    const times = within(screen.getByRole("combobox", { name: /Preferred time/ })).getAllByRole(
      "option",
    ) as HTMLOptionElement[];
    // The values: a label gains the visitor's own time once that code has loaded (when their clock is
    // not Buffalo's), so the text depends on the moment it is read.
    expect(times.map((option) => option.value)).toEqual([
      "",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
    ]);
    expect(screen.getByRole("button", { name: "Send Request" })).toBeDisabled();
  });

  it("says so when the slot was taken meanwhile, and reads the free times again", async () => {
    let reads = 0;
    server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/api/meeting-requests/slots")) reads++;
    });
    server.use(
      http.post("*/api/meeting-requests", () =>
        HttpResponse.json(
          {
            error: {
              code: "conflict",
              message: bookingMessages.slotTaken,
              fields: { preferredTime: bookingMessages.slotTaken },
            },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(bookingMessages.slotTaken)).toBeVisible();
    await waitFor(() => expect(reads).toBe(2));
    server.events.removeAllListeners();
  });

  it("asks for any date and time, as before, when the free times cannot be read", async () => {
    server.use(http.get("*/api/meeting-requests/slots", () => HttpResponse.error()));
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/^Preferred date/)).toHaveAttribute("type", "date"), {
      timeout: 5000,
    });
    const times = within(screen.getByRole("combobox", { name: /Preferred time/ })).getAllByRole("option");
    expect(times.map((option) => option.textContent)).toEqual(["Select a time", ...meetingTimeSlots]);
  });

  it("sends the request and shows the confirmation screen", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByRole("heading", { name: "Meeting Request Sent!" })).toBeVisible();
    expect(
      screen.getByText("Your meeting request has been sent. The pastor will reply within 24 hours."),
    ).toBeVisible();
  });

  it("sends no text reminders unless the box is ticked, and the number in E.164 when it is", async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST") sent.push((await request.clone().json()) as Record<string, unknown>);
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await screen.findByRole("heading", { name: "Meeting Request Sent!" });
    expect(sent[0]?.textReminders).toBeNull();

    await user.click(screen.getByRole("button", { name: "Request Another Meeting" }));
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /Reply STOP at any time/ }));
    await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), "(716) 555-0123");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await screen.findByRole("heading", { name: "Meeting Request Sent!" });
    expect(sent[1]?.textReminders).toEqual({ phone: "+17165550123", channel: "sms", consent: true });
    server.events.removeAllListeners();
  });

  it("falls back to a pre-filled e-mail to the pastor when the API cannot be reached", async () => {
    server.use(http.post("*/api/meeting-requests", () => HttpResponse.error()));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByRole("heading", { name: "Meeting Request Sent!" })).toBeVisible();
    const [href] = open.mock.calls[0] ?? [];
    expect(String(href)).toMatch(
      /^mailto:pastor@amani-friends\.example\?subject=Meeting%20Request%3A%20General%20Meeting/,
    );
    expect(screen.getByText(/your email app has opened/)).toBeVisible();
  });
});
