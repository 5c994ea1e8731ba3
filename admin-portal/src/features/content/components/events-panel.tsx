import type { Event } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { useContentEvents } from "../api/get-events.ts";
import { useDeleteEvent } from "../api/save-event.ts";
import { contentNamespace } from "../content.i18n.ts";
import { preview } from "./content-helpers.tsx";
import { ContentListPanel } from "./content-list.tsx";
import { EventFormDialog } from "./event-form-dialog.tsx";

/** Events sub-tab of Content Management. */
export function EventsPanel() {
  const { t } = useTranslation(contentNamespace);
  return (
    <ContentListPanel<Event>
      section="events"
      useItems={useContentEvents}
      useDelete={useDeleteEvent}
      columns={[
        { key: "description", header: t("events.description"), cell: (e) => preview(e.description) },
        { key: "location", header: t("common.location"), cell: (e) => e.location },
      ]}
      renderForm={({ open, onOpenChange, item }) => (
        <EventFormDialog open={open} onOpenChange={onOpenChange} event={item} />
      )}
    />
  );
}
