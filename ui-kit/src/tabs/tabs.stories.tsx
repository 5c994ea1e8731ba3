import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: {
    label: "Admin sections",
    items: [
      { value: "overview", label: "Overview", content: <p>Overview of the site.</p> },
      { value: "blog", label: "Blog Posts", content: <p>All blog posts.</p> },
      { value: "events", label: "Events", content: <p>Upcoming events.</p> },
      { value: "pastor-portal", label: "Pastor Portal", badge: 2, content: <p>Meeting requests.</p> },
      { value: "users", label: "User Management", disabled: true, content: <p>Users.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: "blog" } };
export const Swahili: Story = {
  args: {
    label: "Sehemu za utawala",
    items: [
      { value: "overview", label: "Muhtasari", content: <p>Muhtasari wa tovuti.</p> },
      { value: "blog", label: "Makala za Blogu", content: <p>Makala zote.</p> },
      { value: "events", label: "Matukio", content: <p>Matukio yajayo.</p> },
    ],
  },
  globals: { locale: "sw" },
};
