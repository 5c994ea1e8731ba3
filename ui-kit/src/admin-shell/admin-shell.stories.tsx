import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { Button } from "../button/button.tsx";
import { Card } from "../card/card.tsx";
import { LanguageSwitch } from "../language-switch/language-switch.tsx";
import { PageHeader } from "../page-header/page-header.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { AdminShell } from "./admin-shell.tsx";

const sections = [
  { id: "overview", label: "Overview", icon: "🏠" },
  { id: "content", label: "Content Management", icon: "📝" },
  { id: "blog", label: "Blog Posts", icon: "📰" },
  { id: "events", label: "Events", icon: "📅" },
  { id: "livestream", label: "Live Stream", icon: "📺" },
  { id: "donations", label: "Donations", icon: "💵" },
  { id: "pastor-portal", label: "Pastor Portal", icon: "⛪", badge: 2 },
];

function Demo({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation("common");
  const [active, setActive] = useState("overview");
  const current = sections.find((s) => s.id === active);
  return (
    <AdminShell
      title="Admin Dashboard"
      brand="Friends Church Buffalo"
      activeId={active}
      items={sections.map((s) => ({ ...s, onSelect: () => setActive(s.id) }))}
      headerActions={
        <>
          <LanguageSwitch compact />
          <span>Grace Mwangi</span>
          <Button variant="secondary" size="sm">
            {t("signOut")}
          </Button>
        </>
      }
      footer={<p>Friends Church Buffalo · Sunday 3:00 PM</p>}
    >
      {loading ? (
        <Spinner showLabel label="Loading admin dashboard..." />
      ) : (
        <>
          <PageHeader title={current?.label ?? ""} />
          <Card title="Welcome back">
            <p>Choose a section from the menu.</p>
          </Card>
        </>
      )}
    </AdminShell>
  );
}

const meta = {
  title: "Layout/AdminShell",
  component: AdminShell,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { title: "Admin Dashboard", items: sections, children: null },
  render: () => <Demo />,
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Loading: Story = { render: () => <Demo loading /> };
export const WithRouterLinks: Story = {
  render: () => (
    <AdminShell
      title="Admin Dashboard"
      items={[
        { id: "overview", label: "Overview", to: "/" },
        { id: "crm", label: "Church Records", to: "/admin/crm" },
      ]}
    >
      <p>The current route is marked in the menu.</p>
    </AdminShell>
  ),
};
export const Swahili: Story = { globals: { locale: "sw" } };
