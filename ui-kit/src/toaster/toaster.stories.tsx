import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Toaster, toast } from "./toaster.tsx";

function ToastButtons() {
  const { t } = useTranslation("common");
  return (
    <div className="ck-cluster">
      <Toaster />
      <Button onClick={() => toast.success("Login Successful", { description: "Welcome back, Grace!" })}>
        {t("success")}
      </Button>
      <Button variant="danger" onClick={() => toast.error("Error creating event")}>
        {t("error")}
      </Button>
      <Button variant="secondary" onClick={() => toast("Content Updated")}>
        {t("information")}
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.info("New meeting request", { description: "Click Pastor Portal to view details" })
        }
      >
        {t("notifications")}
      </Button>
    </div>
  );
}

const meta = {
  title: "Feedback/Toaster",
  component: Toaster,
  render: () => <ToastButtons />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Swahili: Story = { globals: { locale: "sw" } };
