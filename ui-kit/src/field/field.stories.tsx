import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "./field.tsx";

const meta = {
  title: "Forms/Field",
  component: Field,
  args: {
    label: "Date of service",
    children: <input type="date" className="ck-input" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: "The Sunday the record is for." } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: "Date is required" } };
export const RenderFunction: Story = {
  args: {
    label: "Attendance",
    hint: "Whole number of people present",
    children: (control) => <input type="number" min={0} className="ck-input" {...control} />,
  },
};
export const Swahili: Story = {
  args: { label: "Tarehe ya ibada", hint: "Jumapili ambayo rekodi inahusu.", error: "Tarehe inahitajika" },
  globals: { locale: "sw" },
};
