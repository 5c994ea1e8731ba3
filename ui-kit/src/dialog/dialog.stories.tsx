import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { Dialog, DialogClose } from "./dialog.tsx";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: {
    title: "RSVP",
    description: "Reserve your place at Spring Gathering.",
    trigger: <Button>RSVP</Button>,
    children: (
      <div className="ck-stack">
        <TextField label="Name" autoComplete="name" />
        <TextField label="Email" type="email" autoComplete="email" />
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit">Register</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = {
  args: {
    defaultOpen: true,
    size: "sm",
    title: "Event is full",
    description: undefined,
    children: <p>Event Full</p>,
  },
};

function SwahiliDialog() {
  const { t } = useTranslation("common");
  return (
    <Dialog
      defaultOpen
      title="Thibitisha Kuhudhuria"
      description="Hifadhi nafasi yako katika Mkusanyiko wa Masika."
      trigger={<Button>{t("open")}</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("cancel")}</Button>
          </DialogClose>
          <Button>{t("submit")}</Button>
        </>
      }
    >
      <TextField label={t("name")} />
    </Dialog>
  );
}

export const Swahili: Story = { render: () => <SwahiliDialog />, globals: { locale: "sw" } };
