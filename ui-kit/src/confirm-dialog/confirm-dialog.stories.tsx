import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Delete this record?",
    trigger: <Button variant="danger">Delete</Button>,
    confirmLabel: "Delete",
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const SlowAction: Story = {
  name: "Loading while confirming",
  args: { onConfirm: () => new Promise((resolve) => setTimeout(resolve, 2000)) },
};
export const PrimaryTone: Story = {
  args: {
    tone: "primary",
    title: "Publish this post?",
    description: "It will appear on the News page.",
    confirmLabel: "Publish",
    trigger: <Button>Publish</Button>,
  },
};
export const Swahili: Story = {
  args: { open: true, title: "Futa rekodi hii?", confirmLabel: undefined },
  globals: { locale: "sw" },
};
