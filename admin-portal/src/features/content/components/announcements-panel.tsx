import { type Announcement, announcementSwahiliFields, formatDate } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { useAnnouncements } from "../api/get-announcements.ts";
import { useDeleteAnnouncement } from "../api/save-announcement.ts";
import { contentNamespace } from "../content.texts.ts";
import { AnnouncementFormDialog } from "./announcement-form-dialog.tsx";
import { preview } from "./content-helpers.tsx";
import { ContentListPanel } from "./content-list.tsx";

/** Announcements sub-tab of Content Management: the date it is about and when it was published, apart. */
export function AnnouncementsPanel() {
  const { t, i18n } = useTranslation(contentNamespace);
  return (
    <ContentListPanel<Announcement>
      section="announcements"
      swahiliFields={announcementSwahiliFields}
      useItems={useAnnouncements}
      useDelete={useDeleteAnnouncement}
      dateHeader={t("announcements.date")}
      columns={[
        { key: "summary", header: t("announcements.summary"), cell: (a) => preview(a.summary) },
        {
          key: "priority",
          header: t("announcements.priority"),
          cell: (a) => t(`announcements.priorities.${a.priority}`),
        },
        {
          key: "published",
          header: t("announcements.publishedAt"),
          cell: (a) =>
            a.publishedAt
              ? formatDate(a.publishedAt, i18n.language, "medium")
              : t("announcements.notPublished"),
          sortValue: (a) => a.publishedAt,
        },
      ]}
      renderForm={({ open, onOpenChange, item }) => (
        <AnnouncementFormDialog open={open} onOpenChange={onOpenChange} announcement={item} />
      )}
    />
  );
}
