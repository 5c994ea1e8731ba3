import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Alert } from "./alert.tsx";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  args: {
    tone: "info",
    title: "Checking Backend Status",
    children: "Please wait while we determine the best login method...",
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: "success", title: "Successfully Subscribed!", children: undefined },
};
export const Warning: Story = { args: { tone: "warning", title: "Event is full", children: undefined } };
export const ErrorAlert: Story = {
  name: "Error",
  args: {
    tone: "error",
    title: "Something went wrong",
    children: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    action: <Button variant="secondary">Refresh Page</Button>,
  },
};
export const Dismissible: Story = { args: { onDismiss: () => {} } };
export const Swahili: Story = {
  args: {
    tone: "error",
    title: "Kuna hitilafu imetokea",
    children: "Samahani, jambo lisilotarajiwa limetokea. Tafadhali onyesha ukurasa upya.",
    onDismiss: () => {},
  },
  globals: { locale: "sw" },
};
