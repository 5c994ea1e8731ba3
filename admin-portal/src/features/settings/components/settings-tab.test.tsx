import { endpoints, type SessionUser } from "@church/contracts";
import {
  currentMockUser,
  mockEndpoint,
  mockPassword,
  mockRecoveryCodes,
  mockTwoFactorCode,
  setMockSession,
  usersFixtures,
} from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { SettingsTab } from "./settings-tab.tsx";

const toSessionUser = (email: string): SessionUser => {
  const fixture = usersFixtures.find((u) => u.email === email);
  if (!fixture) throw new Error(`no fixture ${email}`);
  const { createdAt: _c, updatedAt: _u, ...user } = fixture;
  return user;
};
const editor = toSessionUser("editor@amani-friends.example");
const pastor = toSessionUser("pastor@amani-friends.example");
const admin = toSessionUser("admin@amani-friends.example");

const passwordInput = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: "input" });

describe("settings tab", () => {
  beforeEach(() => setMockSession(editor.email));

  it("has no accessibility violations and shows the account read-only", async () => {
    const { container } = renderWithProviders(<SettingsTab user={editor} />);
    expect(screen.getByRole("heading", { name: "Settings" })).toBeVisible();
    expect(screen.getByText(editor.email)).toBeVisible();
    expect(screen.getByText("Content Editor")).toBeVisible();
    expect(screen.queryByRole("textbox", { name: /Email/ })).not.toBeInTheDocument();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("checks the confirmation on the client: 'New passwords do not match'", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.auth.changePassword, () => {
        calls += 1;
        return { success: true as const };
      }),
    );
    renderWithProviders(<SettingsTab user={editor} />);
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Password" });
    await userEvent.type(passwordInput(dialog, /^Current Password/), mockPassword);
    await userEvent.type(passwordInput(dialog, /^New Password/), "brand-new-pass-1");
    await userEvent.type(passwordInput(dialog, /^Confirm New Password/), "brand-new-pass-2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(await within(dialog).findByText("New passwords do not match")).toBeVisible();
    expect(calls).toBe(0);
  });

  it("changes the password, and shows 'Error changing password' for a wrong current one", async () => {
    renderWithProviders(<SettingsTab user={editor} />);
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    let dialog = await screen.findByRole("dialog", { name: "Change Password" });
    await userEvent.type(passwordInput(dialog, /^Current Password/), "not-my-password");
    await userEvent.type(passwordInput(dialog, /^New Password/), "brand-new-pass-1");
    await userEvent.type(passwordInput(dialog, /^Confirm New Password/), "brand-new-pass-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Error changing password")).toBeVisible();
    expect(screen.getByText("Current password is incorrect")).toBeVisible();

    dialog = screen.getByRole("dialog", { name: "Change Password" });
    const current = passwordInput(dialog, /^Current Password/);
    await userEvent.clear(current);
    await userEvent.type(current, mockPassword);
    await userEvent.click(within(dialog).getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Password changed successfully")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("sets up TOTP with the QR code, refuses a wrong code, then shows the recovery codes", async () => {
    renderWithProviders(<SettingsTab user={editor} />);
    expect(screen.getByText("Disabled")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Set Up 2FA" }));
    const dialog = await screen.findByRole("dialog", { name: "Two-Factor Authentication" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    expect(within(dialog).getByText("JBSWY3DPEHPK3PXP")).toBeVisible();

    const code = within(dialog).getByRole("textbox", { name: /Verification code/ });
    await userEvent.type(code, "000000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(
      await within(dialog).findByText("Invalid verification code. Please check your code and try again."),
    ).toBeVisible();

    // Back returns to the choice of method.
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("radio", { name: /Authenticator app/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.type(
      await within(dialog).findByRole("textbox", { name: /Verification code/ }),
      mockTwoFactorCode,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("2FA successfully enabled!")).toBeVisible();
    for (const recovery of mockRecoveryCodes) expect(within(dialog).getByText(recovery)).toBeVisible();
    expect(currentMockUser()?.twoFactorEnabled).toBe(true);
  });

  it("disables 2FA after the confirmation and the current code", async () => {
    setMockSession(pastor.email);
    renderWithProviders(<SettingsTab user={pastor} />);
    expect(screen.getByText("Enabled (authenticator app)")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Manage 2FA" }));
    const dialog = await screen.findByRole("dialog", { name: "Two-Factor Authentication" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable 2FA" }));
    expect(
      within(dialog).getByText("Are you sure you want to disable two-factor authentication?"),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Verification code/ }),
      mockTwoFactorCode,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable 2FA" }));
    expect(await screen.findByText("2FA has been disabled")).toBeVisible();
    expect(currentMockUser()?.twoFactorEnabled).toBe(false);
  });

  it("lets only an administrator require 2FA for admin and pastor accounts", async () => {
    const { unmount } = renderWithProviders(<SettingsTab user={editor} />);
    expect(screen.queryByText("Security for All Accounts")).not.toBeInTheDocument();
    unmount();
    setMockSession(admin.email);
    renderWithProviders(<SettingsTab user={admin} />);
    const toggle = await screen.findByRole("switch", {
      name: /Require two-factor authentication for administrator and pastor accounts/,
    });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("button", { name: "Save Security Settings" }));
    expect(await screen.findByText("Security settings saved")).toBeVisible();
  });

  it("tells an account that must set up 2FA why, in Swahili too", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderWithProviders(
      <SettingsTab user={{ ...pastor, twoFactorEnabled: false, twoFactorSetupRequired: true }} />,
    );
    expect(screen.getByRole("heading", { name: "Mipangilio" })).toBeVisible();
    expect(screen.getByText(/Msimamizi wako anahitaji uthibitishaji wa hatua mbili/)).toBeVisible();
  });
});
