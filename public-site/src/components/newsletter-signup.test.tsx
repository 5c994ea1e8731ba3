import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render.tsx";
import { server } from "../testing/setup-tests.ts";
import { NewsletterSignup } from "./newsletter-signup.tsx";

describe("NewsletterSignup", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithProviders(<NewsletterSignup />);
    await screen.findByRole("button", { name: "Subscribe" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("keeps Subscribe disabled until all three fields are filled, checks the e-mail, then confirms", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterSignup />);
    const submit = await screen.findByRole("button", { name: "Subscribe" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /First Name/ }), "Amina");
    await user.type(screen.getByRole("textbox", { name: /Last Name/ }), "Hassan");
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "amina@");
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();

    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "example.com");
    await user.click(submit);
    expect(await screen.findByText("Successfully Subscribed!")).toBeVisible();
    expect(
      screen.getByText("Thank you for subscribing! You'll receive our latest updates and news."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Subscribe another email" }));
    expect(screen.getByRole("textbox", { name: /First Name/ })).toHaveValue("");
  });

  it("shows the network error text when the server cannot be reached", async () => {
    server.use(http.post("*/api/newsletter/subscribe", () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterSignup variant="compact" />);
    await user.type(await screen.findByRole("textbox", { name: /Email Address/ }), "amina@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(
      await screen.findByText("Network error. Please check your connection and try again."),
    ).toBeVisible();
  });

  it("sends the visitor's language with the sign-up", async () => {
    let language = "";
    server.use(
      mockEndpoint(endpoints.newsletter.subscribe, ({ body }) => {
        language = body.language;
        return { success: true as const, message: "ok" };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewsletterSignup variant="compact" anotherLabel="give" />);
    await user.type(await screen.findByRole("textbox", { name: /Email Address/ }), "amina@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("button", { name: "Subscribe Another Email" })).toBeVisible();
    expect(language).toBe("en");
  });
});
