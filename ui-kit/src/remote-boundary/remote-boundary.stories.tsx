import type { Meta, StoryObj } from "@storybook/react-vite";
import { lazy } from "react";
import { RemoteBoundary } from "./remote-boundary.tsx";

const Unreachable = lazy(() => Promise.reject(new Error("The remote entry could not be loaded")));
const Pending = lazy(() => new Promise<{ default: () => null }>(() => {}));
const Working = lazy(async () => ({
  default: () => <p>A module from another app (e.g. the records screen), loaded.</p>,
}));

const meta = {
  title: "Feedback/RemoteBoundary",
  component: RemoteBoundary,
  args: { children: <Working /> },
  parameters: {
    // The failing stories fail on purpose: the boundary handles the error (its own console.warn says
    // why the part is missing), so React's report of a caught error is a warning here, not an error.
    react: {
      rootOptions: {
        onCaughtError: (error: unknown) => console.warn("Caught by RemoteBoundary:", error),
      },
    },
  },
} satisfies Meta<typeof RemoteBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { children: <Pending /> } };
export const Unavailable: Story = { args: { children: <Unreachable /> } };
export const UnavailableWithFallback: Story = {
  args: { children: <Unreachable />, fallback: <a href="/admin-login">Staff login</a> },
};
export const Swahili: Story = { args: { children: <Unreachable /> }, globals: { locale: "sw" } };
