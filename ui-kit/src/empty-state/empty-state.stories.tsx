import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: {
    title: "No records found. Add your first record to get started.",
    action: <Button>Add First Record</Button>,
    icon: "📋",
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    title: "No events scheduled",
    description: "Please check back soon.",
    action: undefined,
    icon: "📅",
  },
};
export const Swahili: Story = {
  args: {
    title: "Hakuna rekodi zilizopatikana. Ongeza rekodi yako ya kwanza ili kuanza.",
    action: <Button>Ongeza Rekodi ya Kwanza</Button>,
  },
  globals: { locale: "sw" },
};
