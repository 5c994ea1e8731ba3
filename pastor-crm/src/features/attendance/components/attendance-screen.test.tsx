import { calendarDate, endpoints, nextServiceDate } from "@church/contracts";
import { attendanceFixtures, mockEndpoint, setMockSession, usersFixtures } from "@church/contracts/mocks";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { AttendanceScreen } from "./attendance-screen.tsx";

const date = nextServiceDate(calendarDate(new Date()));

/** An usher's session: the mocks' pastor account with the usher role. */
function signInAsUsher() {
  const { createdAt: _c, updatedAt: _u, ...pastor } = usersFixtures[1] as (typeof usersFixtures)[number];
  server.use(mockEndpoint(endpoints.auth.session, () => ({ user: { ...pastor, role: "usher" as const } })));
}

const renderScreen = () =>
  renderRoutes([{ path: "/admin/crm/attendance", element: <AttendanceScreen /> }], "/admin/crm/attendance");
// The list comes after the session: on a busy machine that is more than findBy's default second.
const person = (name: string) => screen.findByRole("button", { name }, { timeout: 8000 });

describe("attendance by name", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    signInAsUsher();
    renderScreen();
    await person("Amina Mutua");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  it("lists households together, marks a tap at once and undoes it with another, and shows the count", async () => {
    const user = userEvent.setup();
    signInAsUsher();
    renderScreen();
    const mutua = await screen.findByRole("region", { name: "Mutua family" }, { timeout: 8000 });
    expect(
      within(mutua)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Amina Mutua", "Baraka Mutua", "Neema Mutua"]);
    // An usher has no reports link: they are the pastor's.
    expect(screen.queryByRole("link", { name: "Attendance reports" })).toBeNull();

    await user.click(await person("Grace Otieno"));
    expect(await person("Grace Otieno")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("1 present")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Not saved yet")).toBeNull());

    await user.click(await person("Grace Otieno"));
    await waitFor(() => expect(screen.getByText("0 present")).toBeInTheDocument());
    expect(await person("Grace Otieno")).toHaveAttribute("aria-pressed", "false");
  });

  it("finds people by part of a name and adds a newcomer marked present", async () => {
    const user = userEvent.setup();
    signInAsUsher();
    renderScreen();
    await person("Amina Mutua");
    await user.type(screen.getByRole("searchbox", { name: "Search names" }), "oti");
    expect(screen.getAllByRole("button", { pressed: false }).map((b) => b.textContent)).toEqual([
      "Grace Otieno",
      "Peter Otieno",
    ]);
    await user.clear(screen.getByRole("searchbox", { name: "Search names" }));
    await user.type(screen.getByRole("searchbox", { name: "Search names" }), "zawadi");
    expect(screen.getByText("No one by that name. Add them as a newcomer.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add newcomer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a newcomer" });
    await user.type(within(dialog).getByLabelText(/^Phone/), "12");
    await user.click(within(dialog).getByRole("button", { name: "Add and mark present" }));
    expect(within(dialog).getByText("A name is required")).toBeInTheDocument();
    expect(within(dialog).getByText(/valid mobile number/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^First name/), "Zawadi");
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.click(within(dialog).getByRole("button", { name: "Add and mark present" }));

    expect(await person("Zawadi")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("1 present")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Not saved yet")).toBeNull());
  });

  it("keeps a tap that cannot be sent, says it is not saved, and sends it when the connection is back", async () => {
    const user = userEvent.setup();
    signInAsUsher();
    let offline = true;
    server.use(
      http.put("*/api/crm/attendance/:date/people/:personId", () =>
        offline ? HttpResponse.error() : undefined,
      ),
    );
    renderScreen();
    await user.click(await person("Joseph Kamau"));
    expect(await person("Joseph Kamau")).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Not saved yet")).toBeInTheDocument();
    expect(screen.getByText(/1 tap is not saved yet/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("church.attendance.unsaved") ?? "[]")).toEqual([
      { date, personId: attendanceFixtures[5]?.id, present: true },
    ]);
    offline = false;
    await waitFor(() => expect(screen.queryByText("Not saved yet")).toBeNull(), { timeout: 10_000 });
    expect(localStorage.getItem("church.attendance.unsaved")).toBeNull();
  });

  it("shows within seconds what another phone tapped", async () => {
    signInAsUsher();
    renderScreen();
    expect(await person("Peter Otieno")).toHaveAttribute("aria-pressed", "false");
    // The other phone: a request of its own to the same service.
    await act(() =>
      fetch(`${window.location.origin}/api/crm/attendance/${date}/people/${attendanceFixtures[4]?.id}`, {
        method: "PUT",
      }),
    );
    await waitFor(async () => expect(await person("Peter Otieno")).toHaveAttribute("aria-pressed", "true"), {
      timeout: 8000,
    });
  });

  it("shows the pastor the link to the reports, and a content editor that attendance is not theirs", async () => {
    setMockSession("pastor@amani-friends.example");
    const { unmount } = renderScreen();
    expect(
      await screen.findByRole("link", { name: "Attendance reports" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    unmount();
    setMockSession("editor@amani-friends.example");
    renderScreen();
    expect(
      await screen.findByText("Your account may not take attendance.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
