import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { LanguageSwitch } from "../language-switch/language-switch.tsx";
import { StatCard } from "../stat-card/stat-card.tsx";
import { CrmShell } from "./crm-shell.tsx";

const meta = {
  title: "Layout/CrmShell",
  component: CrmShell,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Pastor Portal - Church Records",
    eyebrow: <a href="#admin">← Dashboard</a>,
    actions: (
      <>
        <Button variant="secondary">Export CSV</Button>
        <Button variant="secondary">Export PDF</Button>
        <Button>Add Record</Button>
        <LanguageSwitch compact />
      </>
    ),
    children: (
      <div
        style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" }}
      >
        <StatCard label="This Month" value="142" detail="$3,480.00 combined" />
        <StatCard label="Last 4 Weeks" value="68" detail="Average attendance" />
      </div>
    ),
  },
} satisfies Meta<typeof CrmShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Loading: Story = {
  args: {
    children: (
      <div
        style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" }}
      >
        <StatCard label="This Month" value="" loading />
        <StatCard label="Last 4 Weeks" value="" loading />
      </div>
    ),
  },
};
export const Swahili: Story = {
  args: {
    title: "Lango la Mchungaji - Rekodi za Kanisa",
    eyebrow: <a href="#admin">← Dashibodi</a>,
    actions: (
      <>
        <Button variant="secondary">Hamisha CSV</Button>
        <Button>Ongeza Rekodi</Button>
        <LanguageSwitch compact />
      </>
    ),
  },
  globals: { locale: "sw" },
};
