import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { CareListsPage } from "./care-lists.tsx";
import { CareSettingsPage } from "./care-settings.tsx";
import { FollowUpPage } from "./follow-up-page.tsx";

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/admin/crm/follow-up", element: <FollowUpPage /> },
      { path: "/admin/crm/care", element: <CareListsPage /> },
      { path: "/admin/crm/care/settings", element: <CareSettingsPage /> },
    ],
    path,
  );

const violations = async () =>
  (await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  );

const section = (name: RegExp) => screen.findByRole("region", { name });

describe("care screens", () => {
  it("has no accessibility violations on the follow-up list, the care lists and the settings", async () => {
    for (const [path, heading] of [
      ["/admin/crm/follow-up", "Follow-up"],
      ["/admin/crm/care", "Care lists"],
      ["/admin/crm/care/settings", "Follow-up settings"],
    ] as const) {
      const { unmount } = renderAt(path);
      await screen.findByRole("heading", { level: 1, name: heading });
      await waitFor(() => expect(screen.queryByText("Loading…")).toBeNull());
      expect(await violations()).toEqual([]);
      unmount();
    }
  });

  it("shows my steps by state and person; one tap marks a step done with its note", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/follow-up");
    const overdue = await section(/^Overdue/);
    expect(within(overdue).getByRole("link", { name: "Open Neema Achieng" })).toBeVisible();
    const today = await section(/^Due today/);
    const samuelWelcome = within(today).getByRole("listitem", { name: "Welcome message: Samuel Whitaker" });
    // Neema's invitation is the administrator's: not on my list.
    expect(
      screen.queryByRole("listitem", { name: "Invitation to a fellowship group: Neema Achieng" }),
    ).toBeNull();

    const neemaCall = within(overdue).getByRole("listitem", { name: "Phone call: Neema Achieng" });
    await user.click(within(neemaCall).getByRole("button", { name: "Add a note" }));
    await user.type(within(neemaCall).getByRole("textbox", { name: /Note/ }), "Prayed together.");
    await user.click(within(neemaCall).getByRole("button", { name: "Done" }));
    const done = await section(/^Done lately/);
    await waitFor(() => expect(within(done).getByText("Prayed together.")).toBeVisible());
    expect(samuelWelcome).toBeVisible();

    // Everyone: the administrator's step shows too.
    await user.selectOptions(screen.getByRole("combobox", { name: "Steps of" }), "all");
    expect(
      await screen.findByRole("listitem", { name: "Invitation to a fellowship group: Neema Achieng" }),
    ).toBeVisible();
  });

  it("sends the welcome by SMS in Swahili from a message step", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/follow-up");
    const step = await screen.findByRole("listitem", { name: "Welcome message: Neema Achieng" });
    await user.click(within(step).getByRole("button", { name: "Send welcome" }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome Neema Achieng" });
    // No e-mail address: only the phone channels.
    expect(within(dialog).getByRole("radio", { name: /E-mail/ })).toBeDisabled();
    expect(within(dialog).getByRole("radio", { name: /^SMS/ })).toBeChecked();
    expect(within(dialog).getByText(/^Habari Neema, asante kwa kututembelea/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Welcome sent")).toBeVisible();
    expect(await screen.findByText("Welcome sent by SMS")).toBeVisible();
  });

  it("shows the care lists", async () => {
    renderAt("/admin/crm/care");
    const newcomers = await screen.findByRole("list", { name: "Newcomers this month" });
    expect(within(newcomers).getByRole("link", { name: "Neema Achieng" })).toBeVisible();
    expect(within(newcomers).getByText(/^0 of 3 steps · Next: Welcome message/)).toBeVisible();
    expect(screen.getByRole("heading", { name: "Not seen for 4 weeks" })).toBeVisible();
    expect(screen.getByRole("list", { name: "Birthdays in the next 14 days" })).toBeVisible();
    // The mock's couple, married 20 years: one entry, both named, the round number marked.
    const anniversaries = screen.getByRole("list", { name: "Wedding anniversaries in the next 14 days" });
    const [couple] = within(anniversaries).getAllByRole("listitem");
    expect(couple).toHaveTextContent(/^Amani Mwangi & Neema Mwangi/);
    expect(within(couple as HTMLElement).getByText("20 years: a round anniversary")).toBeVisible();
  });

  it("edits the steps: adds one, refuses it without titles, saves it with them", async () => {
    const user = userEvent.setup();
    renderAt("/admin/crm/care/settings");
    await screen.findByRole("listitem", { name: "Step 3" });
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    const added = screen.getByRole("listitem", { name: "Step 4" });
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await within(added).findAllByText("A title is required")).toHaveLength(2);
    await user.type(within(added).getByRole("textbox", { name: "Title in English" }), "Home visit");
    await user.type(within(added).getByRole("textbox", { name: "Title in Swahili" }), "Ziara nyumbani");
    await user.click(screen.getByRole("button", { name: "Remove step 1" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved")).toBeVisible();
    expect(screen.getAllByRole("listitem", { name: /^Step / })).toHaveLength(3);
  });
});
