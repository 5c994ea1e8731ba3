import type { Meta, StoryObj } from "@storybook/react-vite";
import { SelectField } from "./select-field.tsx";

const funds = [
  { value: "general", label: "General" },
  { value: "tithe", label: "Tithe" },
  { value: "building", label: "Building" },
  { value: "swahili-bibles", label: "Swahili Bibles" },
];

const meta = {
  title: "Forms/SelectField",
  component: SelectField,
  args: { label: "Fund", options: funds, defaultValue: "general" },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: "Select...", defaultValue: "" } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = {
  args: { placeholder: "Select...", defaultValue: "", required: true, error: "Please choose a fund" },
};
export const Swahili: Story = {
  args: {
    label: "Mfuko",
    placeholder: "Chagua...",
    defaultValue: "",
    options: [
      { value: "general", label: "Jumla" },
      { value: "tithe", label: "Zaka" },
      { value: "building", label: "Ujenzi" },
    ],
    error: "Tafadhali chagua mfuko",
  },
  globals: { locale: "sw" },
};
