import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import GivePage from "./give-page.tsx";

const renderGive = (path = "/give") =>
  renderRoutes(
    [
      { path: "/give", element: <GivePage /> },
      { path: "/", element: <h1>Home</h1> },
    ],
    path,
  );

describe("GivePage", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderGive();
    await screen.findByRole("heading", { level: 1, name: "Give" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("asks for the required fields, keeps preset and custom amounts exclusive, and offers the eight funds", async () => {
    const user = userEvent.setup({ delay: null });
    renderGive();
    expect(
      await screen.findByText("Please complete all required fields above to proceed with payment"),
    ).toBeVisible();
    expect(within(screen.getByRole("combobox", { name: "Fund" })).getAllByRole("option")).toHaveLength(8);

    const fifty = screen.getByRole("button", { name: "$50" });
    await user.click(fifty);
    expect(fifty).toHaveAttribute("aria-pressed", "true");
    const custom = screen.getByRole("spinbutton", { name: /Other amount/ });
    await user.type(custom, "0.5");
    expect(fifty).toHaveAttribute("aria-pressed", "false");
    await user.tab();
    expect(screen.getByText("The minimum gift is $1.00")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "$100" }));
    expect(custom).toHaveValue(null);

    await user.click(screen.getByRole("radio", { name: "Recurring" }));
    expect(screen.getByRole("combobox", { name: "How often?" })).toHaveDisplayValue("Monthly");
    const contact = screen.getByRole("group", { name: "Contact Information" });
    await user.type(within(contact).getByRole("textbox", { name: /Full Name/ }), "Esther");
    await user.type(within(contact).getByRole("textbox", { name: /Email Address/ }), "esther@example.com");
    expect(await screen.findByText("You are giving $100.00 every month to the General Fund.")).toBeVisible();
    expect(
      screen.queryByText("Please complete all required fields above to proceed with payment"),
    ).not.toBeInTheDocument();
  });

  it("shows the thank-you screen after /give?donation=success and returns to the form", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderGive("/give?donation=success");
    expect(await screen.findByRole("heading", { name: "Thank You for Your Gift!" })).toBeVisible();
    expect(router.state.location.search).toBe("");
    await user.click(screen.getByRole("button", { name: "Make Another Gift" }));
    expect(screen.getByRole("heading", { level: 1, name: "Give" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });
});
