import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Make this a monthly gift" },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: "You can cancel at any time." } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = {
  args: { label: "I agree to the privacy policy", error: "Please accept the privacy policy" },
};
export const Swahili: Story = {
  args: { label: "Fanya hii kuwa zawadi ya kila mwezi", hint: "Unaweza kusitisha wakati wowote." },
  globals: { locale: "sw" },
};
