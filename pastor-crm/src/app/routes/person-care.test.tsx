import { setMockSession } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../testing/render.tsx";
import HouseholdRoute from "./household.tsx";
import PersonRoute from "./person.tsx";

const amani = "b7000000-0000-4000-8000-000000000001";
const peggy = "b7000000-0000-4000-8000-000000000005";
const household = "b7100000-0000-4000-8000-000000000001";

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/admin/crm/people/:id", element: <PersonRoute /> },
      { path: "/admin/crm/households/:id", element: <HouseholdRoute /> },
    ],
    path,
  );

const careCard = () => screen.findByRole("list", { name: "Visits & notes" }, { timeout: 5000 });

describe("visits and notes on a person's page", { timeout: 60_000 }, () => {
  it("has no accessibility violations, with the visit dialog open too", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/people/${amani}`);
    await careCard();
    const page = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(page.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Record a visit or call" }));
    await screen.findByRole("checkbox", { name: "Samuel Mwangi" });
    const dialog = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(dialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  it("shows the household's visit with its note, and on the timeline who went without any note", async () => {
    renderAt(`/admin/crm/people/${amani}`);
    const list = await careCard();
    expect(within(list).getByText("Home visit")).toBeVisible();
    expect(within(list).getByText(/Prayed with the family/)).toBeVisible();
    expect(within(list).getByText(/Household: Mwangi family/)).toBeVisible();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getByText(/Visit \(home\) by Samuel Mwangi/)).toBeVisible();
    expect(within(timeline).queryByText(/Prayed/)).toBeNull();
  });

  it("records a hospital visit with a confidential note: the list says a note exists, its text only on Read note", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/people/${amani}`);
    await careCard();
    await user.click(screen.getByRole("button", { name: "Record a visit or call" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a visit or call" });
    await user.click(within(dialog).getByRole("radio", { name: "Amani Mwangi" }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Kind" }), "hospital");
    // Who went is required.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose who went")).toBeVisible();
    await user.click(within(dialog).getByRole("checkbox", { name: "Samuel Mwangi" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Worried about the operation");
    await user.click(within(dialog).getByRole("checkbox", { name: /Confidential/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const list = await careCard();
    const item = (await within(list).findByText("Hospital visit")).closest("li") as HTMLElement;
    expect(within(item).getByText(/Confidential note by Samuel Mwangi/)).toBeVisible();
    expect(within(item).queryByText(/Worried/)).toBeNull();
    await user.click(within(item).getByRole("button", { name: "Read note" }));
    expect(await within(item).findByText("Worried about the operation")).toBeVisible();
    await user.click(within(item).getByRole("button", { name: "Hide" }));
    expect(within(item).queryByText(/Worried/)).toBeNull();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    await waitFor(() =>
      expect(within(timeline).getByText(/Visit \(hospital\) by Samuel Mwangi/)).toBeVisible(),
    );
  });

  it("shows an administrator who did not write it that a confidential note exists, without Read note", async () => {
    setMockSession("admin@amani-friends.example");
    renderAt(`/admin/crm/people/${peggy}`);
    const list = await careCard();
    expect(within(list).getByText(/Confidential note by Samuel Mwangi/)).toBeVisible();
    expect(within(list).getByText("Only its author and pastors may read it.")).toBeVisible();
    expect(within(list).queryByRole("button", { name: "Read note" })).toBeNull();
    expect(within(list).queryByText(/family worry/)).toBeNull();
  });

  it("writes a standalone note in Swahili", async () => {
    await i18n.changeLanguage("sw");
    const user = userEvent.setup();
    renderAt(`/admin/crm/people/${peggy}`);
    await screen.findByRole("list", { name: "Ziara na madokezo" });
    await user.click(screen.getByRole("button", { name: "Andika dokezo" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(
      within(dialog).getByRole("textbox", { name: /Dokezo/ }),
      "Anaomba maombi kwa ajili ya kazi",
    );
    await user.click(within(dialog).getByRole("button", { name: "Hifadhi" }));
    expect(await screen.findByText("Anaomba maombi kwa ajili ya kazi")).toBeVisible();
  });

  it("shows a household's page with its members and visits, and marks a follow-up done", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/households/${household}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Household: Mwangi family" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Amani Mwangi" })).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Mark follow-up done" }));
    expect(await screen.findByText(/Followed up/)).toBeVisible();
  });

  it("changes a visit and deletes it; an administrator who did not record it gets neither button", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/crm/people/${amani}`);
    const list = await careCard();
    await user.click(within(list).getByRole("button", { name: /^Change: Home visit/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change the visit" });
    expect(within(dialog).getByRole("textbox", { name: /Note/ })).toHaveValue(
      "Prayed with the family; the children start at a new school next week.",
    );
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Kind" }), "phone");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(list).findByText("Phone call")).toBeVisible();

    await user.click(within(list).getByRole("button", { name: /^Delete: Phone call/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this visit?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    // Its only visit gone, the page says there is none.
    expect(await screen.findByText("No visits or notes yet.")).toBeVisible();
    expect(screen.queryByText("Phone call")).toBeNull();

    setMockSession("admin@amani-friends.example");
    renderAt(`/admin/crm/people/${peggy}`);
    const others = await screen.findAllByRole("list", { name: "Visits & notes" }, { timeout: 5000 });
    const adminList = others.at(-1) as HTMLElement;
    expect(await within(adminList).findByText(/Confidential note by Samuel Mwangi/)).toBeVisible();
    expect(within(adminList).queryByRole("button", { name: /^Change:/ })).toBeNull();
    expect(within(adminList).queryByRole("button", { name: /^Delete:/ })).toBeNull();
  });
});
