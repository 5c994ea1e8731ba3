import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./text-field.tsx";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", type: "email", placeholder: "you@example.com", autoComplete: "email" },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "We respect your privacy. Unsubscribe at any time." } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "pastor@example.org" } };
export const WithError: Story = {
  args: { required: true, defaultValue: "not-an-email", error: "Please enter a valid email address" },
};
export const Swahili: Story = {
  args: {
    label: "Barua pepe",
    hint: "Tunaheshimu faragha yako. Jiondoe wakati wowote.",
    error: "Tafadhali weka barua pepe sahihi",
  },
  globals: { locale: "sw" },
};
