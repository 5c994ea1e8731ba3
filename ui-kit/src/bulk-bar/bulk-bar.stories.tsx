import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { BulkBar } from "./bulk-bar.tsx";

const meta = {
  title: "Data/BulkBar",
  component: BulkBar,
  args: {
    label: "Selected messages",
    summary: "3 selected",
    children: (
      <>
        <Button size="sm" variant="secondary">
          Mark as read
        </Button>
        <Button size="sm" variant="danger">
          Delete…
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof BulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SwahiliBulkBar() {
  const { t } = useTranslation("common");
  return (
    <BulkBar label="Ujumbe uliochaguliwa" summary="3 vimechaguliwa">
      <Button size="sm" variant="danger">
        {t("delete")}…
      </Button>
    </BulkBar>
  );
}

export const Swahili: Story = { render: () => <SwahiliBulkBar />, globals: { locale: "sw" } };
