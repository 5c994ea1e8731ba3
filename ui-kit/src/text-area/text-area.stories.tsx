import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextArea } from "./text-area.tsx";

const meta = {
  title: "Forms/TextArea",
  component: TextArea,
  args: { label: "Message", placeholder: "How can we help?" },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "We reply within 24 hours." } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "Sent." } };
export const WithError: Story = { args: { required: true, error: "Message is required" } };
export const Swahili: Story = {
  args: { label: "Ujumbe", hint: "Tunajibu ndani ya saa 24.", error: "Ujumbe unahitajika" },
  globals: { locale: "sw" },
};
