import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { PeopleList } from "./people-list.tsx";

const churchCrm = [
  "First Name,Last Name,Email,Cell Phone,Membership Status",
  "Imani,Kariuki,imani@example.org,0712 000 111,Regular Attender",
  ",Nobody,nobody@example.org,,Member",
].join("\n");

describe("importing people from CSV", () => {
  it("prefills the columns from the file's header, checks, then imports", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: "/admin/crm/people", element: <PeopleList /> }], "/admin/crm/people");
    await screen.findByRole("list", { name: "People" });
    await user.click(screen.getByRole("button", { name: "Import" }));
    const dialog = await screen.findByRole("dialog", { name: "Import people from CSV" });
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.upload(
      within(dialog).getByLabelText("CSV file"),
      new File([churchCrm], "churchcrm.csv", { type: "text/csv" }),
    );
    expect(await within(dialog).findByRole("combobox", { name: "Given name" })).toHaveValue("First Name");
    expect(within(dialog).getByRole("combobox", { name: "Family name" })).toHaveValue("Last Name");
    expect(within(dialog).getByRole("combobox", { name: "Stage (membership)" })).toHaveValue(
      "Membership Status",
    );
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Check" }));
    const report = await within(dialog).findByRole("region", { name: "What the import would do" });
    expect(report).toHaveTextContent("1 to create, 0 to update, 1 skipped");
    expect(report).toHaveTextContent("Row 3: Nobody — “First Name” is empty");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      await within(await screen.findByRole("list", { name: "People" })).findByText(/Imani Kariuki/),
    ).toBeVisible();
  });
});
