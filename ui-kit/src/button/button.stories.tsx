import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Save", variant: "primary", size: "md" },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Edit" } };
export const Danger: Story = { args: { variant: "danger", children: "Delete" } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: "Saving..." } };
export const Sizes: Story = {
  render: (args) => (
    <div className="ck-cluster">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const AsLink: Story = {
  args: { asChild: true, variant: "secondary", children: <a href="#give">Donate</a> },
};

function TranslatedButtons() {
  const { t } = useTranslation("common");
  return (
    <div className="ck-cluster">
      <Button>{t("save")}</Button>
      <Button variant="secondary">{t("cancel")}</Button>
      <Button variant="ghost">{t("edit")}</Button>
      <Button variant="danger">{t("delete")}</Button>
      <Button loading>{t("saving")}</Button>
    </div>
  );
}

export const AllVariants: Story = { render: () => <TranslatedButtons /> };
export const Swahili: Story = { render: () => <TranslatedButtons />, globals: { locale: "sw" } };
