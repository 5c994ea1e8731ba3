import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { DropdownMenu } from "./dropdown-menu.tsx";

const meta = {
  title: "Overlays/DropdownMenu",
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    items: [
      { type: "label", label: "Record" },
      { label: "Edit", icon: "✏️", onSelect: () => {} },
      { label: "Export CSV", onSelect: () => {} },
      { label: "Export PDF", onSelect: () => {}, disabled: true },
      { type: "separator" },
      { label: "Delete", icon: "🗑️", tone: "danger", onSelect: () => {} },
    ],
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlignStart: Story = { args: { align: "start" } };

function SwahiliMenu() {
  const { t } = useTranslation("common");
  return (
    <DropdownMenu
      trigger={<Button variant="secondary">{t("actions")}</Button>}
      items={[
        { label: t("edit"), onSelect: () => {} },
        { label: t("export"), onSelect: () => {} },
        { type: "separator" },
        { label: t("delete"), tone: "danger", onSelect: () => {} },
      ]}
    />
  );
}

export const Swahili: Story = { render: () => <SwahiliMenu />, globals: { locale: "sw" } };
