import { offeringBatchesStore, offeringEntriesStore } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { BatchPage } from "./batch-page.tsx";
import { GivingReport } from "./giving-report.tsx";
import { OfferingsList } from "./offerings-list.tsx";

const openId = "c8000000-0000-4000-8000-000000000002";
const closedId = "c8000000-0000-4000-8000-000000000001";

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/admin/crm/offerings", element: <OfferingsList /> },
      { path: "/admin/crm/offerings/report", element: <GivingReport /> },
      { path: "/admin/crm/offerings/:id", element: <BatchPage /> },
    ],
    path,
  );

const noViolations = async () => {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
};

// axe over three screens takes long on a busy machine.
describe("offerings", { timeout: 60_000 }, () => {
  it("has no accessibility violations: the list, a batch and the giving report", async () => {
    const list = renderAt("/admin/crm/offerings");
    await screen.findByRole("list", { name: "Batches" });
    await noViolations();
    list.unmount();
    const batch = renderAt(`/admin/crm/offerings/${openId}`);
    await screen.findByRole("form", { name: "Add a gift" });
    await noViolations();
    batch.unmount();
    renderAt("/admin/crm/offerings/report");
    await screen.findByRole("img", { name: "Giving per month by method" });
    await noViolations();
  });

  it("adds a named giver's cash gift, checks an M-Pesa code, counts, and closes the batch", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/offerings/${openId}`);
    const form = await screen.findByRole("form", { name: "Add a gift" });
    const totals = screen.getByRole("region", { name: "Totals" });
    await waitFor(() => expect(totals).toHaveTextContent("$58.50"));

    await user.type(within(form).getByRole("searchbox", { name: "Giver" }), "Baraka");
    await user.click(await within(form).findByRole("button", { name: "Choose Baraka Mwangi" }));
    expect(within(form).getByText("Giver: Baraka Mwangi")).toBeVisible();
    await user.type(within(form).getByRole("spinbutton", { name: "Amount ($)" }), "25{Enter}");
    const gifts = screen.getByRole("region", { name: "Gifts" });
    await waitFor(() => expect(within(gifts).getAllByRole("listitem")).toHaveLength(3));
    expect(gifts).toHaveTextContent("Baraka Mwangi");
    await waitFor(() => expect(totals).toHaveTextContent("$83.50"));
    // Ready for the next envelope: anonymous again, the cursor in the giver's search.
    await waitFor(() => expect(within(form).getByRole("searchbox", { name: "Giver" })).toHaveFocus());

    await user.selectOptions(within(form).getByRole("combobox", { name: "Method" }), "mobile_money");
    await user.type(within(form).getByRole("spinbutton", { name: "Amount ($)" }), "10");
    await user.type(within(form).getByRole("textbox", { name: "M-Pesa receipt code" }), "SHORT");
    await user.click(within(form).getByRole("button", { name: "Add gift" }));
    expect(
      await within(form).findByText("An M-Pesa receipt code is 10 capital letters and digits."),
    ).toBeVisible();
    expect(within(gifts).getAllByRole("listitem")).toHaveLength(3);

    // Cash in the batch: $18.50 + $25. The count short by $1 keeps the batch open.
    const close = screen.getByRole("button", { name: "Close batch" });
    expect(close).toBeDisabled();
    await user.type(screen.getByRole("spinbutton", { name: "Counted cash ($)" }), "42.5");
    await user.click(screen.getByRole("button", { name: "Save count" }));
    expect(await screen.findByText("Difference Cash: -$1.00")).toBeVisible();
    expect(close).toBeDisabled();
    await user.clear(screen.getByRole("spinbutton", { name: "Counted cash ($)" }));
    await user.type(screen.getByRole("spinbutton", { name: "Counted cash ($)" }), "43.5");
    await user.click(screen.getByRole("button", { name: "Save count" }));
    expect(await screen.findByText("The count matches the gifts.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Close batch" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("$83.50 in 3 gifts");
    await user.click(within(dialog).getByRole("button", { name: "Close batch" }));
    expect(await screen.findByText(/This batch is closed/)).toBeVisible();
    expect(screen.queryByRole("form", { name: "Add a gift" })).toBeNull();
    expect(offeringBatchesStore.find(openId)?.status).toBe("closed");
  });

  it("shows a closed batch without the form, and corrects a gift by a new entry in an open batch", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/offerings/${closedId}`);
    expect(await screen.findByText(/This batch is closed/)).toBeVisible();
    expect(screen.queryByRole("form", { name: "Add a gift" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Actions for the gift of $25.00 from Anonymous" }));
    await user.click(await screen.findByRole("menuitem", { name: "Correct…" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct a gift of a closed batch" });
    await user.type(within(dialog).getByRole("spinbutton", { name: "Correction ($)" }), "-5");
    await user.click(within(dialog).getByRole("button", { name: "Add correction" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const closed = offeringEntriesStore.all().filter((e) => e.batchId === closedId);
    expect(closed.map((e) => e.amount)).toEqual([60, 25, 150]);
    const correction = offeringEntriesStore.all().find((e) => e.correctsEntryId !== null);
    expect(correction).toMatchObject({ batchId: openId, amount: -5, method: "cash", fund: "general" });
  });

  it("opens a batch for the Sunday and goes to it", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/admin/crm/offerings");
    await screen.findByRole("list", { name: "Batches" });
    await user.clear(screen.getByLabelText(/^Sunday/));
    await user.type(screen.getByLabelText(/^Sunday/), "2026-01-04");
    await user.click(screen.getByRole("button", { name: "Open batch" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/admin\/crm\/offerings\/[0-9a-f-]{36}$/),
    );
    expect(await screen.findByRole("heading", { level: 1, name: /Batch of/ })).toHaveTextContent("2026");
  });
});
