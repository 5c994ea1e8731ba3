import { endpoints, type SessionUser, userMessages } from "@church/contracts";
import { mockEndpoint, mockError, usersFixtures } from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { UsersTab } from "./users-tab.tsx";

const [adminFixture] = usersFixtures;
if (!adminFixture) throw new Error("no user fixtures");
const { createdAt: _c, updatedAt: _u, ...admin } = adminFixture;
const currentUser: SessionUser = admin;

/** A row of the accounts table (the activity log below has rows naming people too). */
const row = (name: string, caption = "Staff accounts") =>
  within(screen.getByRole("table", { name: caption })).getByRole("row", { name: new RegExp(name) });

/** Opens the row menu of a user. */
async function openMenu(name: string) {
  await userEvent.click(within(row(name)).getByRole("button", { name: `Actions for ${name}` }));
}

/** Chooses an item of a user's row menu. */
async function choose(name: string, item: string) {
  await openMenu(name);
  await userEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("users tab", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Peter Kamau");
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("lists name, e-mail, role, status, last login ('Never') and 2FA", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Amina Hassan");
    const editor = within(row("Amina Hassan"));
    expect(editor.getByText("editor@amani-friends.example")).toBeVisible();
    expect(editor.getByText("Content Editor")).toBeVisible();
    expect(editor.getByText("Never")).toBeVisible();
    expect(editor.getByText("Disabled")).toBeVisible();
    expect(within(row("Samuel Mwangi")).getByText("Enabled")).toBeVisible();
    const paused = within(row("Peter Kamau"));
    expect(paused.getByText("Paused")).toBeVisible();
    await openMenu("Peter Kamau");
    expect(await screen.findByRole("menuitem", { name: "Activate" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    // One's own account cannot be paused or deleted.
    await openMenu(admin.name);
    expect(await screen.findByRole("menuitem", { name: "Pause" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("menuitem", { name: "Delete…" })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the empty state", async () => {
    server.use(mockEndpoint(endpoints.users.list, () => ({ users: [] })));
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    expect(await screen.findByText("No users found.")).toBeVisible();
  });

  it("creates a user without a password: they are e-mailed an invitation to choose their own", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create User" }));
    expect(await within(dialog).findByText("Full name is required")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Full Name/), "Grace Achieng");
    await userEvent.type(within(dialog).getByLabelText(/^Username/), "grace.a");
    await userEvent.type(within(dialog).getByLabelText(/^Email/), "grace@example.org");
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), "pastor");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create User" }));
    expect(
      await screen.findByText("User created. An invitation to choose a password was e-mailed to them."),
    ).toBeVisible();
    expect(await screen.findByText("grace@example.org")).toBeVisible();
    expect(within(row("Grace Achieng")).getByText("Pastor")).toBeVisible();
  });

  it("sends an invitation again to an active account, not to a paused one", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Amina Hassan");
    await choose("Amina Hassan", "Send invitation again");
    expect(await screen.findByText("Invitation sent.")).toBeVisible();
    await openMenu("Peter Kamau");
    expect(screen.queryByRole("menuitem", { name: "Send invitation again" })).not.toBeInTheDocument();
  });

  it("shows 'Error creating user' with the server's reason", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    await userEvent.type(within(dialog).getByLabelText(/^Full Name/), "Someone Else");
    await userEvent.type(within(dialog).getByLabelText(/^Username/), "admin");
    await userEvent.type(within(dialog).getByLabelText(/^Email/), "other@example.org");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Error creating user")).toBeVisible();
    expect(screen.getByText(userMessages.duplicate)).toBeVisible();
  });

  it("edits a user (never their password)", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Amina Hassan");
    await choose("Amina Hassan", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.type(name, "Amina H. Said");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update User" }));
    expect(await screen.findByText("Amina H. Said")).toBeVisible();
  });

  it("shows 'Error updating user' when the last administrator would be demoted", async () => {
    server.use(
      mockEndpoint(endpoints.users.update, () => mockError(409, "conflict", userMessages.lastAdmin)),
    );
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Amina Hassan");
    await choose("Amina Hassan", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Update User" }));
    expect(await screen.findByText("Error updating user")).toBeVisible();
    expect(screen.getByText(userMessages.lastAdmin)).toBeVisible();
  });

  it("pauses and activates, and deletes after confirming", async () => {
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    await screen.findByText("Amina Hassan");
    await choose("Amina Hassan", "Pause");
    expect(await screen.findByText("User paused. Their sessions have ended.")).toBeVisible();
    expect(await within(row("Amina Hassan")).findByText("Paused")).toBeVisible();
    await choose("Amina Hassan", "Activate");
    expect(await within(row("Amina Hassan")).findByText("Active")).toBeVisible();

    await choose("Peter Kamau", "Delete…");
    const confirm = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this user?",
    });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User deleted.")).toBeVisible();
    expect(screen.queryByText("Peter Kamau")).not.toBeInTheDocument();
  });

  it("speaks Swahili", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderWithProviders(<UsersTab currentUser={currentUser} />);
    expect(await screen.findByRole("heading", { name: "Usimamizi wa Watumiaji" })).toBeVisible();
    await screen.findByText("Amina Hassan");
    expect(within(row("Amina Hassan", "Akaunti za wafanyakazi")).getByText("Kamwe")).toBeVisible();
  });
});
