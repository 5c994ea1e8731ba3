import { adminRowPath, signInPath } from "@church/contracts";
import { contactMessagesFixtures, mockPassword, rsvpsFixtures, usersFixtures } from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import LoginRoute from "../../app/routes/login.tsx";
import { EventsTab } from "../../features/content/components/events-tab.tsx";
import { MessagesTab } from "../../features/outreach/components/messages-tab.tsx";
import { renderRoutes } from "../../testing/render.tsx";

// Links from a person's timeline or a staff e-mail name one row (decision 033).
const [rsvp] = rsvpsFixtures;
const [message, otherMessage] = contactMessagesFixtures;
if (!rsvp || !message || !otherMessage) throw new Error("the contracts' fixtures have no RSVP or messages");
const admin = usersFixtures.find((user) => user.role === "admin");
if (!admin) throw new Error("the contracts' user fixtures have no admin");

const path = (link: string) => {
  const url = new URL(link, "http://localhost");
  return `${url.pathname}${url.search}`;
};

describe("a link to one row", () => {
  it("opens the RSVPs of the RSVP's event and date with that RSVP marked", async () => {
    const link = adminRowPath("events", rsvp.id, { event: rsvp.eventId, date: rsvp.eventDate });
    renderRoutes([{ path: "/admin", element: <EventsTab /> }], path(link));
    const dialog = await screen.findByRole("dialog", { name: /RSVPs/ });
    const row = (await within(dialog).findByRole("rowheader", { name: rsvp.attendeeName })).closest("tr");
    expect(row).toHaveAttribute("aria-current", "true");
    // Only that row is marked.
    expect(dialog.querySelectorAll("[aria-current='true']")).toHaveLength(1);
  });

  it("marks the contact message it names, and says so when the message is gone", async () => {
    const { unmount } = renderRoutes(
      [{ path: "/admin", element: <MessagesTab /> }],
      path(adminRowPath("messages", message.id)),
    );
    const marked = (
      await screen.findByRole("heading", { level: 2, name: new RegExp(message.subject) })
    ).closest("article");
    expect(marked).toHaveAttribute("aria-current", "true");
    const other = screen
      .getByRole("heading", { level: 2, name: new RegExp(otherMessage.subject) })
      .closest("article");
    expect(other).not.toHaveAttribute("aria-current");
    expect(screen.queryByText(/not in this list any more/)).not.toBeInTheDocument();
    unmount();

    renderRoutes(
      [{ path: "/admin", element: <MessagesTab /> }],
      path(adminRowPath("messages", "aa000000-0000-4000-8000-0000000000ff")),
    );
    expect(await screen.findByText(/The item this link was for is not in this list any more/)).toBeVisible();
  });

  it("survives sign-in: the sign-in page goes on to the row the link was for", async () => {
    const link = adminRowPath("messages", message.id);
    const { router } = renderRoutes(
      [
        { path: "/admin-login", element: <LoginRoute /> },
        { path: "/admin", element: <p>Dashboard page</p> },
      ],
      signInPath(link),
    );
    await userEvent.type(await screen.findByLabelText(/^Email/), admin.email);
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: "input" }), mockPassword);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Dashboard page")).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link);
  });

  it("never sends a signed-in user off this origin or to a page that is not staff's", async () => {
    for (const next of ["https://evil.example/admin", "//evil.example/admin", "/administrator", "/events"]) {
      expect(signInPath(next)).toBe("/admin-login");
    }
    // The dashboard is where sign-in leads anyway: its sign-in page is the plain one.
    expect(signInPath("/admin")).toBe("/admin-login");
    const { router } = renderRoutes(
      [
        { path: "/admin-login", element: <LoginRoute /> },
        { path: "/admin", element: <p>Dashboard page</p> },
      ],
      `/admin-login?next=${encodeURIComponent("//evil.example/admin")}`,
    );
    await userEvent.type(await screen.findByLabelText(/^Email/), admin.email);
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: "input" }), mockPassword);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Dashboard page")).toBeVisible();
    expect(router.state.location.search).toBe("");
  });
});
