import { setMockSession } from "@church/contracts/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { todayInChurchTimeZone } from "../utils/dates.ts";
import { answerRecordsFromFixtures, mock, recordsTable, renderScreen } from "./records-portal.fixtures.tsx";

answerRecordsFromFixtures();

describe("Pastor Portal - Church Records", () => {
  it("has no accessibility violations once loaded", async () => {
    renderScreen();
    await recordsTable();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  it("shows the four stat cards with the figures from the API, money in US dollars", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Pastor Portal - Church Records" })).toBeVisible();
    const cards = within(
      await screen.findByRole("list", { name: "Church records at a glance" }),
    ).getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    const [month, year, tithes, lastWeeks] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(month).toHaveTextContent("This Month");
    expect(month).toHaveTextContent("320");
    expect(month).toHaveTextContent("$1,680.50 in tithes and offerings");
    expect(year).toHaveTextContent("This Year");
    expect(year).toHaveTextContent("2,150");
    expect(year).toHaveTextContent("62.5 average per service");
    expect(tithes).toHaveTextContent("Total Tithes (Year)");
    expect(tithes).toHaveTextContent("$15,400.75");
    expect(tithes).toHaveTextContent("$3,900.00 in offerings");
    expect(lastWeeks).toHaveTextContent("Last 4 Weeks");
    expect(lastWeeks).toHaveTextContent("64");
  });

  it("lists up to six weekly summaries and the recent records with totals", async () => {
    renderScreen();
    const table = await recordsTable();
    const weekly = screen.getByRole("heading", { name: "Weekly Summaries" }).closest(".ck-card");
    expect(within(weekly as HTMLElement).getAllByRole("listitem")).toHaveLength(6);
    expect(weekly).toHaveTextContent("Mar 1, 2026 - Mar 7, 2026");
    expect(weekly).toHaveTextContent("Tithes and offerings: $1,250.00");
    const newest = within(weekly as HTMLElement).getAllByRole("listitem")[0] as HTMLElement;
    expect(newest).toHaveTextContent("Given online: $150.30");
    expect(newest).toHaveTextContent("Tithes $120.10, offerings $30.20");
    expect(newest).toHaveTextContent("All giving: $1,400.30");
    expect(newest).toHaveTextContent("Includes 1 test gift of $25.00 (demo: no money moved)");
    const older = within(weekly as HTMLElement).getAllByRole("listitem")[1] as HTMLElement;
    expect(older).not.toHaveTextContent("Given online");

    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Mar 1, 2026");
    expect(rows[1]).toHaveTextContent("$1,240.50");
    expect(rows[1]).toHaveTextContent("$1,550.50");
    expect(rows[1]).toHaveTextContent("Guest speaker from Kenya");
    // A record without notes shows '-'.
    expect(within(rows[2] as HTMLElement).getAllByRole("cell")[4]).toHaveTextContent(/^-$/);
  });

  it("shows the empty state with an Add First Record button that opens the add dialog", async () => {
    mock.records = [];
    const { user } = renderScreen();
    expect(await screen.findByText("No records found. Add your first record to get started.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add First Record" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Record" });
    expect(dialog).toHaveAccessibleDescription("Record attendance and financial data for the service.");
  });

  it("adds a record: rejects a negative attendance, then saves, closes and reloads the list", async () => {
    const { user } = renderScreen();
    await recordsTable();
    await user.click(screen.getByRole("button", { name: "Add Record" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Record" });
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // A new record is for the most recent Sunday (Buffalo), written out here on purpose.
    const sunday = new Date(`${todayInChurchTimeZone()}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(sunday.toISOString().slice(0, 10));
    expect(within(dialog).getByLabelText(/^Notes \(Optional\)/)).toHaveAttribute(
      "placeholder",
      expect.stringContaining("guest speakers"),
    );

    await user.type(within(dialog).getByLabelText(/^Attendance/), "-5");
    await user.type(within(dialog).getByLabelText(/^Tithes \(\$\)/), "100");
    await user.type(within(dialog).getByLabelText(/^Offerings \(\$\)/), "50.25");
    await user.click(within(dialog).getByRole("button", { name: "Save Record" }));
    expect(await within(dialog).findByText("Attendance must be 0 or more")).toBeVisible();
    expect(mock.created).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Attendance/));
    await user.type(within(dialog).getByLabelText(/^Attendance/), "75");
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), "2026-03-08");
    await user.type(within(dialog).getByLabelText(/^Notes/), "Youth Sunday");
    await user.click(within(dialog).getByRole("button", { name: "Save Record" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(mock.created).toEqual([
      { date: "2026-03-08", attendance: 75, tithes: 100, offerings: 50.25, notes: "Youth Sunday" },
    ]);
    const newRow = await within(await recordsTable()).findByRole("row", { name: /Mar 8, 2026/ });
    expect(newRow).toHaveTextContent("$150.25");
    expect(newRow).toHaveTextContent("Youth Sunday");
  });

  it("opens the edit dialog prefilled with the record", async () => {
    const { user } = renderScreen();
    await recordsTable();
    await user.click(screen.getByRole("button", { name: "Actions for the record of Mar 1, 2026" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Record" });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue("2026-03-01");
    expect(within(dialog).getByLabelText(/^Attendance/)).toHaveValue(64);
    expect(within(dialog).getByLabelText(/^Tithes/)).toHaveValue(1240.5);
    expect(within(dialog).getByRole("button", { name: "Update Record" })).toBeVisible();
  });

  it("asks for confirmation naming the date before deleting, and deletes only when confirmed", async () => {
    const { user } = renderScreen();
    await recordsTable();
    const deleteFromMenu = async () => {
      await user.click(screen.getByRole("button", { name: "Actions for the record of Feb 22, 2026" }));
      await user.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    };
    await deleteFromMenu();
    let confirm = await screen.findByRole("alertdialog", { name: "Delete the record of Feb 22, 2026?" });
    expect(confirm).toHaveTextContent("Are you sure you want to delete this record?");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(mock.deleted).toEqual([]);
    expect(screen.getByRole("row", { name: /Feb 22, 2026/ })).toBeInTheDocument();

    await deleteFromMenu();
    confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Feb 22, 2026/ })).not.toBeInTheDocument());
    expect(mock.deleted).toEqual(["a1000000-0000-4000-8000-000000000002"]);
  });

  it("asks before saving a date still to come, or a second record for a date that has one", async () => {
    const { user } = renderScreen();
    await recordsTable();
    await user.click(screen.getByRole("button", { name: "Add Record" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Record" });
    const form = within(dialog);
    await user.clear(form.getByLabelText(/^Date/));
    await user.type(form.getByLabelText(/^Date/), "2026-03-01");
    await user.type(form.getByLabelText(/^Attendance/), "70");
    await user.type(form.getByLabelText(/^Tithes \(\$\)/), "10");
    await user.type(form.getByLabelText(/^Offerings \(\$\)/), "5");
    await user.click(form.getByRole("button", { name: "Save Record" }));
    expect(await form.findByText("There is already a record for this date")).toBeVisible();
    expect(form.getByText(/A record for Mar 1, 2026 exists \(64 attending\)/)).toBeVisible();
    expect(mock.created).toEqual([]);

    // Back to the form: the typed values are still there; a date next year is asked about too.
    await user.click(form.getByRole("button", { name: "Change the date" }));
    expect(form.getByLabelText(/^Attendance/)).toHaveValue(70);
    const nextYear = `${Number(todayInChurchTimeZone().slice(0, 4)) + 1}-01-04`;
    await user.clear(form.getByLabelText(/^Date/));
    await user.type(form.getByLabelText(/^Date/), nextYear);
    await user.click(form.getByRole("button", { name: "Save Record" }));
    expect(await form.findByText("This date is in the future")).toBeVisible();
    await user.click(form.getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(mock.created).toEqual([{ date: nextYear, attendance: 70, tithes: 10, offerings: 5, notes: null }]);
  });

  it("tells a signed-in member without records access plainly, with no buttons that would fail", async () => {
    setMockSession("editor@amani-friends.example");
    renderScreen();
    expect(await screen.findByText("Your account does not have access to the church records.")).toBeVisible();
    expect(screen.getByText(/kept for pastors and administrators/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add Record" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
  });

  it("says when the server cannot be reached, and loads after a successful retry", async () => {
    mock.serverDown = true;
    const { user } = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Cannot reach the server");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    mock.serverDown = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await recordsTable()).toBeVisible();
  });

  it("speaks Swahili when the language is switched", async () => {
    mock.records = [];
    const { user } = renderScreen();
    await screen.findByText("No records found. Add your first record to get started.");
    await user.click(screen.getByRole("button", { name: "Kiswahili" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Lango la Mchungaji - Kumbukumbu za Kanisa" }),
    ).toBeVisible();
    expect(
      screen.getByText("Hakuna kumbukumbu zilizopatikana. Ongeza kumbukumbu yako ya kwanza ili kuanza."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Ongeza Kumbukumbu" })).toBeVisible();
    // Money keeps the US format in both languages.
    expect(screen.getByRole("list", { name: "Muhtasari wa kumbukumbu za kanisa" })).toHaveTextContent(
      "$1,680.50",
    );
  });
});
