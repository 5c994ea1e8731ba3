import type { Announcement } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { useAnnouncements } from "../api/get-announcements.ts";
import { useDeleteAnnouncement } from "../api/save-announcement.ts";
import { contentNamespace } from "../content.i18n.ts";
import { AnnouncementFormDialog } from "./announcement-form-dialog.tsx";
import { preview } from "./content-helpers.tsx";
import { ContentListPanel } from "./content-list.tsx";

/** Announcements sub-tab of Content Management. */
export function AnnouncementsPanel() {
  const { t } = useTranslation(contentNamespace);
  return (
    <ContentListPanel<Announcement>
      section="announcements"
      useItems={useAnnouncements}
      useDelete={useDeleteAnnouncement}
      columns={[
        { key: "summary", header: t("announcements.summary"), cell: (a) => preview(a.summary) },
        {
          key: "priority",
          header: t("announcements.priority"),
          cell: (a) => t(`announcements.priorities.${a.priority}`),
        },
      ]}
      renderForm={({ open, onOpenChange, item }) => (
        <AnnouncementFormDialog open={open} onOpenChange={onOpenChange} announcement={item} />
      )}
    />
  );
}
