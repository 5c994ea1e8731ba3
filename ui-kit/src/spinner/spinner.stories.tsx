import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner.tsx";

const meta = { title: "Feedback/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const Sizes: Story = {
  render: () => (
    <div className="ck-cluster">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
export const CustomLabel: Story = { args: { showLabel: true, label: "Loading admin dashboard..." } };
export const Swahili: Story = { args: { showLabel: true }, globals: { locale: "sw" } };
