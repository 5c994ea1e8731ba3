import { mockPassword, mockTwoFactorCode, usersFixtures } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import LoginRoute from "../../../app/routes/login.tsx";
import { renderRoutes } from "../../../testing/render.tsx";

const admin = usersFixtures.find((user) => user.role === "admin");
if (!admin) throw new Error("the contracts' user fixtures have no admin");
const withTwoFactor = usersFixtures.find((user) => user.twoFactorEnabled && user.status === "active");
if (!withTwoFactor) throw new Error("the contracts' user fixtures have no account with 2FA");

function renderLogin(path = "/admin-login") {
  return renderRoutes(
    [
      { path: "/admin-login", element: <LoginRoute /> },
      { path: "/admin", element: <p>Dashboard page</p> },
    ],
    path,
  );
}

const passwordInput = () => screen.getByLabelText(/^Password/, { selector: "input" });

describe("admin login", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderLogin();
    await screen.findByRole("heading", { name: "Administrator Sign In" });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("shows the spec's message when e-mail and password are empty", async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findAllByText("Email and password are required")).toHaveLength(2);
  });

  it("shows the error the API answers for a wrong password", async () => {
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), admin.email);
    await userEvent.type(passwordInput(), "not-the-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed. Please check your credentials.")).toBeVisible();
    expect(screen.queryByText("Dashboard page")).not.toBeInTheDocument();
  });

  it("welcomes the user and goes to the dashboard after signing in", async () => {
    const { router } = renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), admin.email);
    await userEvent.type(passwordInput(), mockPassword);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Dashboard page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin");
    expect(await screen.findByText("Login Successful")).toBeVisible();
    expect(screen.getByText(`Welcome back, ${admin.name}!`)).toBeVisible();
  });

  it("asks an account with 2FA for its code before signing in", async () => {
    const { router } = renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), withTwoFactor.email);
    await userEvent.type(passwordInput(), mockPassword);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();

    const code = screen.getByRole("textbox", { name: /Verification code/ });
    await userEvent.type(code, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("Invalid verification code. Please check your code and try again."),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin-login");

    await userEvent.clear(code);
    await userEvent.type(code, mockTwoFactorCode);
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard page")).toBeVisible();
    expect(screen.getByText(`Welcome back, ${withTwoFactor.name}!`)).toBeVisible();
  });

  it("goes back from the code step to the password form", async () => {
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), withTwoFactor.email);
    await userEvent.type(passwordInput(), mockPassword);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeVisible();
  });

  it("says where an e-mailed unlock link landed", async () => {
    const { unmount } = renderLogin("/admin-login?unlocked=1");
    expect(await screen.findByText("This browser can sign in to the account now.")).toBeVisible();
    unmount();
    renderLogin("/admin-login?unlocked=0");
    expect(await screen.findByText(/This unlock link has expired or is damaged/)).toBeVisible();
  });

  it("shows the sign-in texts in Swahili", async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderLogin();
    expect(await screen.findByRole("heading", { name: "Kuingia kwa Msimamizi" })).toBeVisible();
  });
});
