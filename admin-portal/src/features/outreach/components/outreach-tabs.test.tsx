import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { DonationsTab } from "./donations-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("donations", { timeout: 30_000 }, () => {
  it("has no accessibility violations and shows total, count and the payment id", async () => {
    const { container } = renderWithProviders(<DonationsTab />);
    const row = await screen.findByRole("row", { name: /Grace Achieng/ }, { timeout: 5000 });
    expect(within(row).getByText("MOCK-PAY-1001")).toBeVisible();
    expect(within(row).getByText("Tithe, monthly")).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);

  it("says when nothing matches the filters", async () => {
    renderWithProviders(<DonationsTab />);
    await screen.findByRole("row", { name: /Grace Achieng/ }, { timeout: 5000 });
    server.use(mockEndpoint(endpoints.donations.list, () => ({ donations: [], total: 0, count: 0 })));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Period" }), "today");
    await waitFor(() =>
      expect(screen.getByText("No donations found for the selected filters.")).toBeVisible(),
    );
  });
});

describe("annual statement", { timeout: 30_000 }, () => {
  it("checks the fields, then e-mails the donor's statement for the chosen year and language", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.donations.sendStatement, ({ body }) => {
        sent.push(body);
        return { success: true as const, message: "A link to the statement has been sent to the donor." };
      }),
    );
    renderWithProviders(<DonationsTab />);
    const form = (await screen.findByRole("heading", { name: "Annual giving statement" })).closest(
      ".ck-card",
    ) as HTMLElement;
    const year = within(form).getByRole("spinbutton", { name: "Year" });
    await userEvent.clear(year);
    await userEvent.type(year, "1999");
    await userEvent.click(within(form).getByRole("button", { name: "E-mail to donor" }));
    expect(await within(form).findByText("Enter the donor's email address")).toBeVisible();
    expect(within(form).getByText("Enter a year between 2000 and 2100")).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.click(within(form).getByRole("textbox", { name: "Donor email" }));
    await userEvent.paste("grace@example.com");
    await userEvent.clear(year);
    await userEvent.type(year, "2025");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Language" }), "sw");
    await userEvent.click(within(form).getByRole("button", { name: "E-mail to donor" }));
    await waitFor(() => expect(screen.getByText("Statement sent")).toBeVisible());
    expect(sent).toEqual([{ email: "grace@example.com", year: 2025, language: "sw" }]);
  });
});
