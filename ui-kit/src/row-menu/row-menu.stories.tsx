import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { RowMenu } from "./row-menu.tsx";

const meta = {
  title: "Overlays/RowMenu",
  component: RowMenu,
  args: {
    label: "Actions for Sunday Worship",
    items: [
      { label: "Edit", onSelect: () => {} },
      { label: "View RSVPs", onSelect: () => {} },
      { type: "separator" },
      { label: "Delete…", tone: "danger", onSelect: () => {} },
    ],
  },
} satisfies Meta<typeof RowMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SwahiliRowMenu() {
  const { t } = useTranslation("common");
  return (
    <RowMenu
      label={`${t("actions")}: Ibada ya Jumapili`}
      items={[
        { label: t("edit"), onSelect: () => {} },
        { type: "separator" },
        { label: `${t("delete")}…`, tone: "danger", onSelect: () => {} },
      ]}
    />
  );
}

export const Swahili: Story = { render: () => <SwahiliRowMenu />, globals: { locale: "sw" } };
