import { accountLinkMessages, endpoints } from "@church/contracts";
import { mockEndpoint, mockError } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import ForgotPasswordRoute from "../../../app/routes/forgot-password.tsx";
import LoginRoute from "../../../app/routes/login.tsx";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";

const renderForgot = (path = "/admin-forgot-password") =>
  renderRoutes(
    [
      { path: "/admin-forgot-password", element: <ForgotPasswordRoute /> },
      { path: "/admin-login", element: <LoginRoute /> },
    ],
    path,
  );

describe("forgot password", () => {
  afterEach(async () => {
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("en");
  });

  it("has no accessibility violations", async () => {
    const { container } = renderForgot();
    await screen.findByRole("heading", { name: "Forgot your password?" });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("is reached from the sign-in page and leads back to it", async () => {
    renderForgot("/admin-login");
    await userEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Back to sign in" }));
    expect(await screen.findByRole("heading", { name: "Administrator Sign In" })).toBeVisible();
  });

  it("checks the address, then says the same whatever the address", async () => {
    renderForgot();
    await userEvent.click(await screen.findByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Email is required")).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Email/), "someone@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText(accountLinkMessages.resetRequested)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send the link" })).not.toBeInTheDocument();
  });

  it("shows the rate limit in the reader's language", async () => {
    server.use(
      mockEndpoint(endpoints.auth.requestPasswordReset, () =>
        mockError(429, "rate_limited", accountLinkMessages.tooManyRequests),
      ),
    );
    const { i18n } = await import("@church/ui-kit");
    await i18n.changeLanguage("sw");
    renderForgot();
    expect(await screen.findByRole("heading", { name: "Umesahau nenosiri lako?" })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Barua pepe/), "someone@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Tuma kiungo" }));
    expect(
      await screen.findByText(
        "Maombi mengi mno ya kiungo cha nenosiri. Tafadhali subiri kwa muda kisha ujaribu tena.",
      ),
    ).toBeVisible();
  });
});
