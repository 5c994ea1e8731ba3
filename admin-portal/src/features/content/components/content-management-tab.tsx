import { Card, Tabs } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";
import { AnnouncementsPanel } from "./announcements-panel.tsx";
import { ArticlesPanel } from "./articles-panel.tsx";
import { ContentPreviewContext, type RenderContentPreview } from "./content-preview.tsx";
import { EventsPanel } from "./events-panel.tsx";
import { SiteContentPanel } from "./site-content-panel.tsx";
import { TagNamesPanel } from "./tag-names-panel.tsx";
import "./content.css";

/** The Content Management tab: Site Content, Articles, Announcements, Events and Tags sub-tabs. */
export interface ContentManagementTabProps {
  /** Renders a draft as the public site does (the app passes the federated ContentPreview). */
  renderPreview?: RenderContentPreview;
  /** Switches to the Events tab, where events are edited. */
  onOpenEvents?: () => void;
}

export function ContentManagementTab({ renderPreview, onOpenEvents }: ContentManagementTabProps = {}) {
  const { t } = useTranslation(contentNamespace);
  const [tab, setTab] = useState("site");
  return (
    <ContentPreviewContext.Provider value={renderPreview}>
      <Card title={t("management.title")} headingLevel={1} description={t("management.intro")}>
        <Tabs
          label={t("management.tabsLabel")}
          value={tab}
          onValueChange={setTab}
          items={[
            { value: "site", label: t("management.tabs.site"), content: <SiteContentPanel /> },
            { value: "articles", label: t("management.tabs.articles"), content: <ArticlesPanel /> },
            {
              value: "announcements",
              label: t("management.tabs.announcements"),
              content: <AnnouncementsPanel />,
            },
            {
              value: "events",
              label: t("management.tabs.events"),
              content: <EventsPanel onOpenEvents={onOpenEvents} />,
            },
            { value: "tags", label: t("management.tabs.tags"), content: <TagNamesPanel /> },
          ]}
        />
      </Card>
    </ContentPreviewContext.Provider>
  );
}
