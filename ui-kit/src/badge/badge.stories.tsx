import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.tsx";

const meta = { title: "Feedback/Badge", component: Badge, args: { children: "Pending" } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Tones: Story = {
  render: () => (
    <div className="ck-cluster">
      <Badge>Draft</Badge>
      <Badge tone="primary">Published</Badge>
      <Badge tone="success">Accepted</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">3</Badge>
      <Badge tone="info">Rescheduled</Badge>
    </div>
  ),
};
export const Swahili: Story = {
  render: () => (
    <div className="ck-cluster">
      <Badge tone="success">Imekubaliwa</Badge>
      <Badge tone="warning">Inasubiri</Badge>
      <Badge tone="danger">Imekataliwa</Badge>
    </div>
  ),
  globals: { locale: "sw" },
};
