import { type Event, isEventFull } from "@church/contracts";
import { Badge, Button, Card, EmptyState, Skeleton } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useContentEvents } from "../api/get-events.ts";
import { useDeleteEvent } from "../api/save-event.ts";
import { contentNamespace } from "../content.i18n.ts";
import { formatDate, StatusBadge, TranslationBadge } from "./content-helpers.tsx";
import { DeleteItemDialog, ListLoadError, RowActions, useItemDialogs } from "./content-list.tsx";
import { EventFormDialog } from "./event-form-dialog.tsx";
import { RsvpsDialog } from "./rsvps-dialog.tsx";
import "./content.css";

export interface EventsTabProps {
  /** Opens the add form at once (the overview's New Event quick action). */
  startWithForm?: boolean;
  onFormOpened?: () => void;
}

/** The Events tab: event cards with the RSVP panel and the View RSVPs dialog. */
export function EventsTab({ startWithForm = false, onFormOpened }: EventsTabProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const events = useContentEvents();
  const remove = useDeleteEvent();
  const dialogs = useItemDialogs<Event>(startWithForm, onFormOpened);
  const [rsvpEvent, setRsvpEvent] = useState<Event | undefined>();

  const list = events.data ?? [];
  return (
    <div className="ap-stack">
      <Card
        title={t("events.title")}
        headingLevel={1}
        description={t("events.intro")}
        actions={<Button onClick={() => dialogs.open()}>{t("events.add")}</Button>}
      >
        {events.isError ? (
          <ListLoadError query={events} />
        ) : events.isPending ? (
          <Skeleton height="8rem" />
        ) : list.length === 0 ? (
          <EmptyState title={t("events.empty")} headingLevel="none" />
        ) : (
          <ul className="ap-cards">
            {list.map((event) => (
              <li key={event.id}>
                <article className="ap-event-card" aria-labelledby={`event-${event.id}`}>
                  <header className="ap-event-card__head">
                    <h2 id={`event-${event.id}`}>{event.title}</h2>
                    <div className="ap-badges">
                      {event.rsvpRequired && <Badge tone="primary">{t("events.rsvpRequired")}</Badge>}
                      <StatusBadge status={event.status} />
                      <TranslationBadge translations={event.translations} />
                    </div>
                  </header>
                  <p className="ap-muted">
                    {formatDate(event.date, i18n.language)} · {event.time} ·{" "}
                    {event.maxAttendees !== null
                      ? t("events.attendeesMax", { count: event.currentAttendees, max: event.maxAttendees })
                      : t("events.attendees", { count: event.currentAttendees })}
                  </p>
                  <p>{event.description}</p>
                  <p className="ap-muted">
                    {event.location} · {t(`events.categories.${event.category}`)}
                    {event.tags.length > 0 && ` · ${event.tags.join(", ")}`}
                  </p>
                  {event.rsvpRequired && (
                    <div className="ap-rsvp-panel">
                      <span>{t("events.confirmedAttendees", { count: event.currentAttendees })}</span>
                      {isEventFull(event) && <Badge tone="danger">{t("events.eventFull")}</Badge>}
                      <Button size="sm" variant="secondary" onClick={() => setRsvpEvent(event)}>
                        {t("events.viewRsvps")}
                      </Button>
                    </div>
                  )}
                  <RowActions
                    title={event.title}
                    onEdit={() => dialogs.open(event)}
                    onDelete={() => dialogs.setDeleting(event)}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <EventFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} event={dialogs.editing} />
      <RsvpsDialog event={rsvpEvent} onOpenChange={(value) => !value && setRsvpEvent(undefined)} />
      <DeleteItemDialog
        section="events"
        item={dialogs.deleting}
        onClose={() => dialogs.setDeleting(undefined)}
        remove={remove}
      />
    </div>
  );
}
