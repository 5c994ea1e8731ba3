import { accountLinkMessages } from "@church/contracts";
import { mockInviteToken, mockResetToken, setMockSession, usersFixtures } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import LoginRoute from "../../../app/routes/login.tsx";
import { InvitationRoute, ResetPasswordRoute } from "../../../app/routes/set-password.tsx";
import { renderRoutes } from "../../../testing/render.tsx";

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/admin-reset-password", element: <ResetPasswordRoute /> },
      { path: "/admin-invitation", element: <InvitationRoute /> },
      { path: "/admin-login", element: <LoginRoute /> },
      { path: "/admin-forgot-password", element: <p>Forgot password page</p> },
      { path: "/admin", element: <p>Dashboard page</p> },
    ],
    path,
  );

const password = () => screen.getByLabelText(/^New password/, { selector: "input" });
const confirm = () => screen.getByLabelText(/^Confirm the new password/, { selector: "input" });

async function choose(first: string, second = first) {
  await userEvent.type(password(), first);
  await userEvent.type(confirm(), second);
  await userEvent.click(screen.getByRole("button", { name: "Set password" }));
}

describe("set password from an e-mailed link", () => {
  afterEach(async () => {
    setMockSession(null);
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("en");
  });

  it("has no accessibility violations", async () => {
    const { container } = renderAt(`/admin-reset-password#token=${mockResetToken}`);
    await screen.findByRole("heading", { name: "Choose a new password" });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("checks the two passwords, sets it once, and leads to sign-in", async () => {
    renderAt(`/admin-reset-password#token=${mockResetToken}`);
    await screen.findByRole("heading", { name: "Choose a new password" });
    await choose("short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeVisible();
    await userEvent.clear(password());
    await userEvent.clear(confirm());
    await choose("long-enough-1", "long-enough-2");
    expect(await screen.findByText("New passwords do not match")).toBeVisible();
    await userEvent.clear(confirm());
    await userEvent.type(confirm(), "long-enough-1");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(accountLinkMessages.passwordSet)).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
  });

  it("says a spent or wrong-purpose link is no longer good and offers a new one", async () => {
    // The fixture's reset token opened on the invitation page: the API refuses the purpose.
    renderAt(`/admin-invitation#token=${mockResetToken}`);
    expect(await screen.findByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
    await choose("long-enough-1");
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Ask for a new link" }));
    expect(await screen.findByText("Forgot password page")).toBeVisible();
  });

  it("without a token says so at once", async () => {
    renderAt("/admin-reset-password");
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Set password" })).not.toBeInTheDocument();
  });

  it("tells a signed-in visitor whose password the link sets", async () => {
    const admin = usersFixtures.find((user) => user.role === "admin");
    if (!admin) throw new Error("no admin fixture");
    setMockSession(admin.email);
    renderAt(`/admin-invitation#token=${mockInviteToken}`);
    expect(await screen.findByText(new RegExp(`You are signed in as ${admin.name}`))).toBeVisible();
    await choose("long-enough-1");
    expect(await screen.findByText(accountLinkMessages.passwordSet)).toBeVisible();
  });

  it("speaks Swahili", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderAt(`/admin-invitation#token=${mockInviteToken}`);
    expect(await screen.findByRole("heading", { name: "Karibu! Chagua nenosiri lako" })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Nenosiri jipya/, { selector: "input" }), "long-enough-1");
    await userEvent.type(
      screen.getByLabelText(/^Thibitisha nenosiri jipya/, { selector: "input" }),
      "long-enough-2",
    );
    await userEvent.click(screen.getByRole("button", { name: "Weka nenosiri" }));
    expect(await screen.findByText("Manenosiri mapya hayalingani")).toBeVisible();
  });
});
