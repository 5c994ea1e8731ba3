import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch.tsx";

function WithSample(props: Parameters<typeof LanguageSwitch>[0]) {
  const { t } = useTranslation("common");
  return (
    <div className="ck-stack">
      <LanguageSwitch {...props} />
      <p>
        {t("language")}: {t("save")} · {t("cancel")} · {t("loading")}
      </p>
    </div>
  );
}

const meta = {
  title: "Navigation/LanguageSwitch",
  component: LanguageSwitch,
  render: (args) => <WithSample {...args} />,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
export const OnDarkBackground: Story = {
  args: { tone: "inverse", compact: true },
  render: (args) => (
    <div style={{ background: "var(--ck-color-primary)", padding: "1rem" }}>
      <LanguageSwitch {...args} />
    </div>
  ),
};
export const Swahili: Story = { globals: { locale: "sw" } };
/** The public site: links to this page's English and Swahili addresses. */
export const AsLinksToTwinPages: Story = {
  args: { links: { en: "/events", sw: "/sw/events" } },
};
