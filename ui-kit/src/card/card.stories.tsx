import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Card } from "./card.tsx";

const meta = {
  title: "Layout/Card",
  component: Card,
  args: {
    title: "Sunday Worship",
    description: "Every Sunday, 3:00 PM to 6:00 PM",
    children: <p>Services are held in Swahili with English translation available.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActionsAndFooter: Story = {
  args: {
    actions: <Button variant="ghost">Edit</Button>,
    footer: <Button>Join Us Sunday</Button>,
  },
};
export const Plain: Story = { args: { title: undefined, description: undefined } };
export const Swahili: Story = {
  args: {
    title: "Ibada ya Jumapili",
    description: "Kila Jumapili, saa 9:00 alasiri hadi saa 12:00 jioni",
    children: <p>Ibada hufanyika kwa Kiswahili na tafsiri ya Kiingereza inapatikana.</p>,
  },
  globals: { locale: "sw" },
};
