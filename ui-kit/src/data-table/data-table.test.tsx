import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { DataTable, type DataTableColumn } from "./data-table.tsx";

interface Row {
  id: string;
  date: string;
  attendance: number;
  notes: string | null;
}

const rows: Row[] = [
  { id: "a", date: "2025-03-09", attendance: 61, notes: null },
  { id: "b", date: "2025-03-02", attendance: 74, notes: "Communion" },
  { id: "c", date: "2025-03-16", attendance: 8, notes: "Snow" },
];

const columns: DataTableColumn<Row>[] = [
  { key: "date", header: "Date", sortValue: (r) => r.date, rowHeader: true },
  { key: "attendance", header: "Attendance", sortValue: (r) => r.attendance, align: "end" },
  { key: "notes", header: "Notes", cell: (r) => r.notes ?? "-" },
];

function columnValues(index: number) {
  const [, ...bodyRows] = screen.getAllByRole("row");
  return bodyRows.map((row) => row.querySelectorAll("th, td")[index]?.textContent);
}

describe("DataTable", () => {
  it("has no accessibility violations with rows or empty", async () => {
    const { container, rerender } = render(
      <DataTable caption="Recent Records" columns={columns} rows={rows} getRowKey={(r) => r.id} />,
    );
    await expectNoAxeViolations(container);
    rerender(<DataTable caption="Recent Records" columns={columns} rows={[]} getRowKey={(r) => r.id} />);
    await expectNoAxeViolations(container);
  });

  it("shows the rows in the given order under a captioned table", () => {
    render(<DataTable caption="Recent Records" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.getByRole("table", { name: "Recent Records" })).toBeInTheDocument();
    expect(columnValues(0)).toEqual(["2025-03-09", "2025-03-02", "2025-03-16"]);
    expect(columnValues(2)).toEqual(["-", "Communion", "Snow"]);
  });

  it("sorts by a column, ascending then descending, and says so with aria-sort", async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Recent Records" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const header = screen.getByRole("columnheader", { name: /Attendance/ });
    expect(header).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Notes" })).not.toHaveAttribute("aria-sort");

    await user.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    // Numbers sort as numbers: 8 before 61.
    expect(columnValues(1)).toEqual(["8", "61", "74"]);

    await user.click(within(header).getByRole("button"));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(columnValues(1)).toEqual(["74", "61", "8"]);
  });

  it("sorts from the keyboard", async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Recent Records" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    await user.tab(); // the scrollable region
    await user.tab(); // Date sort button
    await user.keyboard("{Enter}");
    expect(screen.getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "ascending");
    expect(columnValues(0)).toEqual(["2025-03-02", "2025-03-09", "2025-03-16"]);
  });

  it("shows the given empty state when there are no rows", () => {
    render(
      <DataTable
        caption="Recent Records"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        empty="No records found. Add your first record to get started."
      />,
    );
    expect(
      screen.getByRole("cell", { name: "No records found. Add your first record to get started." }),
    ).toHaveAttribute("colspan", "3");
  });

  it("falls back to a translated empty text and hides rows while loading", async () => {
    await i18n.changeLanguage("sw");
    const { rerender } = render(
      <DataTable caption="Rekodi" columns={columns} rows={[]} getRowKey={(r) => r.id} />,
    );
    expect(screen.getByText("Bado hakuna kitu hapa.")).toBeInTheDocument();
    rerender(<DataTable caption="Rekodi" columns={columns} rows={rows} getRowKey={(r) => r.id} loading />);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Communion")).not.toBeInTheDocument();
  });

  it("lets rows be ticked one by one or all at once, with named checkboxes", async () => {
    const user = userEvent.setup();
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      return (
        <>
          <DataTable
            caption="Recent Records"
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.id}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (r) => `Select ${r.date}`,
              allLabel: "Select all records",
            }}
          />
          <output>{[...selected].sort().join(",")}</output>
        </>
      );
    }
    const { container } = render(<Selectable />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole("checkbox", { name: "Select 2025-03-02" }));
    expect(screen.getByRole("status")).toHaveTextContent("b");
    const all = screen.getByRole("checkbox", { name: "Select all records" });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByRole("status")).toHaveTextContent("a,b,c");
    await user.click(all);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("labels each value with its column, for the card layout of narrow screens", () => {
    render(
      <DataTable
        caption="Recent Records"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        stackOnNarrow
      />,
    );
    const [first] = screen.getAllByRole("row").slice(1);
    const row = within(first as HTMLElement);
    expect(row.getByRole("cell", { name: "61" })).toHaveAttribute("data-label", "Attendance");
    expect(row.getByRole("rowheader")).toHaveAttribute("data-label", "Date");
  });
});
