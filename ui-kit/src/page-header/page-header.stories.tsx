import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { PageHeader } from "./page-header.tsx";

const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  args: { title: "Blog Posts", description: "Write and publish news for the congregation." },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { actions: <Button>New Post</Button>, eyebrow: "Admin / Content" },
};
export const Swahili: Story = {
  args: {
    title: "Makala za Blogu",
    description: "Andika na uchapishe habari kwa ajili ya kusanyiko.",
    actions: <Button>Makala Mpya</Button>,
  },
  globals: { locale: "sw" },
};
