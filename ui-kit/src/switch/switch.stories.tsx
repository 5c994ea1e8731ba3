import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { label: "Analytics cookies" },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: "Helps us understand how the site is used." } };
export const Disabled: Story = { args: { label: "Essential cookies", defaultChecked: true, disabled: true } };
export const Swahili: Story = {
  args: { label: "Vidakuzi vya takwimu", hint: "Hutusaidia kuelewa jinsi tovuti inavyotumika." },
  globals: { locale: "sw" },
};
