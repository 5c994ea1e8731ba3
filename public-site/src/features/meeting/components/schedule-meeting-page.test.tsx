import { addDays, calendarDate, meetingTimeSlots } from "@church/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import ScheduleMeetingPage from "./schedule-meeting-page.tsx";

const renderPage = () => renderRoutes([{ path: "/", element: <ScheduleMeetingPage /> }], "/");
const tomorrow = addDays(calendarDate(new Date(), "America/New_York"), 1);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, date = tomorrow) {
  await user.type(await screen.findByRole("textbox", { name: /Full Name/ }), "Joseph Baraka");
  await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "joseph@example.com");
  await user.type(screen.getByLabelText(/^Preferred date/), date);
  await user.selectOptions(screen.getByRole("combobox", { name: /Preferred time/ }), "10:00 AM");
  await user.type(screen.getByRole("textbox", { name: /Purpose/ }), "Counsel about my family.");
}

describe("ScheduleMeetingPage", () => {
  it("offers the spec's options, defaults and 11 hourly slots from tomorrow on", async () => {
    renderPage();
    expect(await screen.findByRole("combobox", { name: "Type of meeting" })).toHaveDisplayValue(
      "General Meeting",
    );
    expect(screen.getByRole("combobox", { name: "Meeting format" })).toHaveDisplayValue("Any format");
    expect(screen.getByRole("combobox", { name: "Urgency" })).toHaveDisplayValue(
      "Routine (within 1-2 weeks)",
    );
    const times = within(screen.getByRole("combobox", { name: /Preferred time/ })).getAllByRole("option");
    expect(times.map((option) => option.textContent)).toEqual(["Select a time", ...meetingTimeSlots]);
    expect(screen.getByLabelText(/^Preferred date/)).toHaveAttribute("min", tomorrow);
    expect(screen.getByRole("button", { name: "Send Request" })).toBeDisabled();
  });

  it("refuses a date before tomorrow", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillRequired(user, calendarDate(new Date(), "America/New_York"));
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Please choose a date from tomorrow on")).toBeVisible();
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
