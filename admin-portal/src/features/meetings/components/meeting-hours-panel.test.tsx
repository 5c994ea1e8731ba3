import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { MeetingHoursPanel } from "./meeting-hours-panel.tsx";

configure({ asyncUtilTimeout: 5000 });

describe("meeting hours", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<MeetingHoursPanel />);
    await screen.findByRole("checkbox", { name: "Monday" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows the saved week and blocked days, and saves a changed week in one go", async () => {
    let saved: unknown;
    server.use(
      mockEndpoint(endpoints.meetingRequests.saveAvailability, ({ body }) => {
        saved = body;
        return { ...body, customised: true };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MeetingHoursPanel />);
    const monday = await screen.findByRole("checkbox", { name: "Monday" });
    expect(monday).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Sunday from" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Monday from" })).toHaveDisplayValue("10:00 AM");
    expect(screen.getByRole("textbox", { name: /Note/ })).toHaveValue("Yearly Meeting");

    // An end before the start is refused before anything is sent.
    await user.selectOptions(screen.getByRole("combobox", { name: "Monday until" }), "10:00");
    await user.click(screen.getByRole("button", { name: "Save Hours" }));
    expect(await screen.findByText("The end must be after the start")).toBeVisible();
    expect(saved).toBeUndefined();

    await user.selectOptions(screen.getByRole("combobox", { name: "Monday until" }), "12:00");
    await user.click(screen.getByRole("checkbox", { name: "Friday" }));
    const blocked = screen.getByRole("group", { name: "Blocked days" });
    await user.click(within(blocked).getByRole("button", { name: "Remove" }));
    await user.click(screen.getByRole("button", { name: "Save Hours" }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      weeklyHours: [
        { weekday: 1, start: "10:00", end: "12:00" },
        { weekday: 2, start: "10:00", end: "16:00" },
        { weekday: 3, start: "10:00", end: "16:00" },
        { weekday: 4, start: "10:00", end: "16:00" },
      ],
      blockedDays: [],
    });
    expect(await screen.findByText("Meeting hours saved")).toBeVisible();
  });
});
