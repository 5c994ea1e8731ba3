import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import ContactPage from "./contact-page.tsx";

const renderContact = (path = "/contact") =>
  renderRoutes([{ path: "/contact", element: <ContactPage /> }], path);

describe("ContactPage", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderContact();
    await screen.findByRole("heading", { level: 1, name: "Contact Us" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("pre-fills the subject from ?subject= and sends only when name, email, subject and message are filled", async () => {
    const user = userEvent.setup({ delay: null });
    renderContact("/contact?subject=Prayer%20Request");
    expect(await screen.findByRole("textbox", { name: /Subject/ })).toHaveValue("Prayer Request");
    const send = screen.getByRole("button", { name: "Send Message" });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /Your Name/ }), "Grace");
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "grace@example.com");
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Please pray for my mother.");
    expect(send).toBeEnabled();
    await user.click(send);
    expect(
      await screen.findByText("Thank you for your message! We will get back to you within 24 hours."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(screen.getByRole("textbox", { name: /Your Name/ })).toHaveValue("");
  });

  it("keeps the message and says so when it cannot be sent", async () => {
    server.use(http.post("*/api/contact-messages", () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderContact("/contact?subject=Hello");
    await user.type(await screen.findByRole("textbox", { name: /Your Name/ }), "Grace");
    await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "grace@example.com");
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Hello!");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your message");
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveValue("Hello!");
  });
});
