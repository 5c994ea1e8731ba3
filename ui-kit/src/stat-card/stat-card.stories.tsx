import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatCard } from "./stat-card.tsx";

const meta = {
  title: "Data/StatCard",
  component: StatCard,
  args: { label: "This Month", value: "142", detail: "$3,480.00 combined", icon: "📅" },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Grid: Story = {
  render: () => (
    <div
      style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" }}
    >
      <StatCard label="This Month" value="142" detail="$3,480.00 combined" icon="📅" />
      <StatCard label="This Year" value="1,630" detail="Average 72 per service" tone="info" icon="📈" />
      <StatCard
        label="Total Tithes (Year)"
        value="$28,900.00"
        detail="Offerings $9,120.00"
        tone="accent"
        icon="💵"
      />
      <StatCard label="Last 4 Weeks" value="68" detail="Average attendance" tone="success" icon="👥" />
    </div>
  ),
};
export const Swahili: Story = {
  args: { label: "Mwezi Huu", value: "142", detail: "$3,480.00 kwa jumla" },
  globals: { locale: "sw" },
};
