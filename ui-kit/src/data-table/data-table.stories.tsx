import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { DataTable, type DataTableColumn } from "./data-table.tsx";

interface ServiceRecord {
  id: string;
  date: string;
  attendance: number;
  tithes: number;
  offerings: number;
  notes: string | null;
}

const money = (value: number) => value.toLocaleString("en-US", { style: "currency", currency: "USD" });

const records: ServiceRecord[] = [
  { id: "1", date: "2025-03-02", attendance: 74, tithes: 820, offerings: 215.5, notes: "Communion Sunday" },
  { id: "2", date: "2025-03-09", attendance: 61, tithes: 640, offerings: 180, notes: null },
  {
    id: "3",
    date: "2025-03-16",
    attendance: 88,
    tithes: 905,
    offerings: 260.25,
    notes: "Visitors from Rochester",
  },
];

const columns: DataTableColumn<ServiceRecord>[] = [
  { key: "date", header: "Date", sortValue: (r) => r.date, rowHeader: true },
  { key: "attendance", header: "Attendance", sortValue: (r) => r.attendance, align: "end" },
  { key: "tithes", header: "Tithes", cell: (r) => money(r.tithes), sortValue: (r) => r.tithes, align: "end" },
  { key: "offerings", header: "Offerings", cell: (r) => money(r.offerings), align: "end" },
  { key: "notes", header: "Notes", cell: (r) => r.notes ?? "-" },
];

const meta = {
  title: "Data/DataTable",
  component: DataTable<ServiceRecord>,
  args: { caption: "Recent Records", columns, rows: records, getRowKey: (r: ServiceRecord) => r.id },
} satisfies Meta<typeof DataTable<ServiceRecord>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortedByAttendance: Story = {
  args: { defaultSort: { key: "attendance", direction: "descending" } },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        headingLevel="none"
        title="No records found. Add your first record to get started."
        action={<Button>Add First Record</Button>}
      />
    ),
  },
};
export const EmptyDefaultText: Story = { args: { rows: [] } };
export const Swahili: Story = {
  args: {
    caption: "Rekodi za Karibuni",
    columns: [
      { key: "date", header: "Tarehe", sortValue: (r) => r.date, rowHeader: true },
      { key: "attendance", header: "Mahudhurio", sortValue: (r) => r.attendance, align: "end" },
      { key: "tithes", header: "Zaka", cell: (r) => money(r.tithes), align: "end" },
      { key: "notes", header: "Maelezo", cell: (r) => r.notes ?? "-" },
    ],
  },
  globals: { locale: "sw" },
};
export const SwahiliEmpty: Story = { args: { rows: [] }, globals: { locale: "sw" } };
