import { donationMessages, endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
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
  it("lets a donor ask for the annual statement by e-mail: checks the address, sends year and language", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.donations.requestStatement, ({ body }) => {
        sent.push(body);
        return { success: true as const, message: donationMessages.statementRequested };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderGive();
    const panel = (await screen.findByRole("heading", { name: "Giving Statement" })).closest(
      "section",
    ) as HTMLElement;
    const email = within(panel).getByRole("textbox", { name: "Email Address" });
    await user.type(email, "not-an-address");
    await user.click(within(panel).getByRole("button", { name: "Email My Statement" }));
    expect(await within(panel).findByText("Please enter a valid email address")).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, "grace@example.com");
    const lastYear = new Date().getFullYear() - 1;
    expect(within(panel).getByRole("combobox", { name: "Year" })).toHaveValue(String(lastYear));
    await user.click(within(panel).getByRole("button", { name: "Email My Statement" }));
    expect(await within(panel).findByRole("status")).toHaveTextContent(donationMessages.statementRequested);
    expect(sent).toEqual([{ email: "grace@example.com", year: lastYear, language: "en" }]);
  });
});
