import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioGroup } from "./radio-group.tsx";

const frequencies = [
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  args: { label: "Frequency", name: "frequency", options: frequencies, defaultValue: "monthly" },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: "horizontal" } };
export const WithHints: Story = {
  args: {
    options: [
      { value: "one-time", label: "One-time", hint: "A single gift today" },
      { value: "recurring", label: "Recurring", hint: "Repeats until you stop it" },
    ],
    defaultValue: "one-time",
    name: "kind",
    label: "Gift type",
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: "Please choose a frequency" },
};
export const Swahili: Story = {
  args: {
    label: "Mara ngapi",
    options: [
      { value: "weekly", label: "Kila wiki" },
      { value: "monthly", label: "Kila mwezi" },
      { value: "yearly", label: "Kila mwaka" },
    ],
    required: true,
  },
  globals: { locale: "sw" },
};
