import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.tsx";

const meta = { title: "Feedback/Skeleton", component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: "16rem" } };
export const Paragraph: Story = { args: { lines: 4 } };
export const Avatar: Story = { args: { circle: true, width: "3rem" } };
export const CardPlaceholder: Story = {
  render: () => (
    <div className="ck-stack" style={{ maxWidth: "20rem" }} aria-busy="true">
      <Skeleton height="10rem" />
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton lines={3} />
    </div>
  ),
};
// Skeletons carry no text, so this one looks the same in both languages.
export const Swahili: Story = { args: { lines: 3 }, globals: { locale: "sw" } };
