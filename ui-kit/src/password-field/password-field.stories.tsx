import type { Meta, StoryObj } from "@storybook/react-vite";
import { PasswordField } from "./password-field.tsx";

const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  args: { label: "Password", defaultValue: "correct horse" },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: "New password",
    autoComplete: "new-password",
    hint: "At least 12 characters.",
    defaultValue: "",
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { error: "Invalid email or password" } };
export const Swahili: Story = {
  args: { label: "Nenosiri", error: "Barua pepe au nenosiri si sahihi" },
  globals: { locale: "sw" },
};
