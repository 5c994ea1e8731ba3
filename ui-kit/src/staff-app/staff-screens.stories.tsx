import type { Meta, StoryObj } from "@storybook/react-vite";
import { StaffCrashScreen, StaffNotFoundScreen } from "./staff-screens.tsx";

const meta = {
  title: "Staff app/Screens",
  component: StaffNotFoundScreen,
} satisfies Meta<typeof StaffNotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const NotFoundSwahili: Story = { globals: { locale: "sw" } };
export const Crash: Story = { render: () => <StaffCrashScreen /> };
export const CrashSwahili: Story = { render: () => <StaffCrashScreen />, globals: { locale: "sw" } };
