import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { meetingSlot } from "./meeting-calendar.ts";
import { MeetingRequestsPanel } from "./meeting-requests-panel.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const card = (name: string) => screen.getByRole("group", { name: `Actions for ${name}` });

describe("meeting requests", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<MeetingRequestsPanel />);
    await screen.findByText("Agnes Mukamana");
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);

  it("offers answers on pending requests and calendar links on accepted ones", async () => {
    renderWithProviders(<MeetingRequestsPanel />);
    await screen.findByText("Agnes Mukamana");
    expect(screen.getByText(/1 pending request\b/)).toBeVisible();
    const pending = within(card("Agnes Mukamana"));
    expect(pending.getByRole("button", { name: "Accept" })).toBeVisible();
    expect(pending.getByRole("button", { name: "Suggest New Time" })).toBeVisible();
    const accepted = within(card("Tom Fischer"));
    expect(accepted.getByRole("button", { name: "Add to iCalendar" })).toBeVisible();
    expect(accepted.getByRole("button", { name: "Add to Google Calendar" })).toBeVisible();
    expect(accepted.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("shows the pastor each request's format and urgency, and an accepted video meeting's link", async () => {
    renderWithProviders(<MeetingRequestsPanel />);
    const agnes = (await screen.findByText("Agnes Mukamana")).closest("article");
    if (!agnes) throw new Error("no card");
    expect(within(agnes).getByText(/Format: In person/)).toBeVisible();
    expect(within(agnes).getByText("Urgency: Important (within a few days)")).toBeVisible();
    const tom = screen.getByText("Tom Fischer").closest("article");
    if (!tom) throw new Error("no card");
    expect(within(tom).getByText(/Format: Video call/)).toBeVisible();
    expect(within(tom).getByRole("link", { name: "Video call link" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/meet\.jit\.si\//),
    );
  });

  it("requires a message to decline and a date and time to reschedule, then sends", async () => {
    renderWithProviders(<MeetingRequestsPanel />);
    await screen.findByText("Agnes Mukamana");
    await userEvent.click(within(card("Agnes Mukamana")).getByRole("button", { name: "Suggest New Time" }));
    const dialog = await screen.findByRole("dialog", { name: "Respond to Agnes Mukamana" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Response" }));
    expect(
      await within(dialog).findByText("Please add a message when declining or suggesting a new time"),
    ).toBeVisible();
    expect(within(dialog).getAllByText("Please choose a suggested date and time")).not.toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Message" }),
      "Could we meet a day later?",
    );
    await userEvent.type(within(dialog).getByLabelText(/^Suggested date/), "2030-01-15");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "Suggested time" }),
      "2:00 PM",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Response" }));
    await waitFor(() => expect(screen.getByText("Meeting Response Sent")).toBeVisible());
  });

  it("cancels an accepted meeting after asking, and shows it cancelled", async () => {
    renderWithProviders(<MeetingRequestsPanel />);
    await screen.findByText("Tom Fischer");
    expect(
      within(card("Agnes Mukamana")).queryByRole("button", { name: "Cancel Meeting" }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(card("Tom Fischer")).getByRole("button", { name: "Cancel Meeting" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel the meeting with Tom Fischer?" });
    expect(
      within(confirm).getByText("Tom Fischer is told by e-mail, and no more reminders are sent."),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel Meeting" }));
    expect(await screen.findByText("Meeting cancelled")).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole("article", { name: /Community Service/ })).getByText("Cancelled"),
      ).toBeVisible(),
    );
    expect(
      within(card("Tom Fischer")).queryByRole("button", { name: "Cancel Meeting" }),
    ).not.toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    server.use(
      mockEndpoint(endpoints.meetingRequests.list, () => ({ meetingRequests: [], pendingCount: 0 })),
    );
    renderWithProviders(<MeetingRequestsPanel />);
    await waitFor(() => expect(screen.getByText("No meeting requests yet.")).toBeVisible());
  });

  it("saves the API's calendar entry of an accepted meeting", async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: the blob handed to the browser is kept here instead.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return "blob:meeting";
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithProviders(<MeetingRequestsPanel />);
    await screen.findByText("Tom Fischer");
    await userEvent.click(within(card("Tom Fischer")).getByRole("button", { name: "Add to iCalendar" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await saved[0]?.text()).toContain("SUMMARY:Tom Fischer");
    click.mockRestore();
  });

  it("builds a one-hour slot in Buffalo time for Google Calendar, and none for an unreadable time", () => {
    const request = {
      requestedDate: "2030-01-15",
      requestedTime: "4:00 PM",
      suggestedDate: null,
      suggestedTime: null,
    };
    expect(meetingSlot(request)).toEqual({ start: "20300115T160000", end: "20300115T170000" });
    expect(meetingSlot({ ...request, requestedTime: "soon" })).toBeNull();
  });
});
