import { type Event, eventSwahiliFields, formatDate, isEventFull } from "@church/contracts";
import { Badge, Button, Card, EmptyState, Skeleton } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { usePublishToggle } from "../../../components/content-form/use-publish-toggle.ts";
import { OpenedRowMissing } from "../../../components/opened-row/opened-row.tsx";
import { contentEventsQueryKey, useContentEvents } from "../api/get-events.ts";
import { useDeleteEvent } from "../api/save-event.ts";
import { contentNamespace } from "../content.texts.ts";
import { ContentFilters, StatusBadge, TranslationBadge, useContentFilters } from "./content-helpers.tsx";
import { DeleteItemDialog, ListLoadError, RowActions, useItemDialogs } from "./content-list.tsx";
import { EventFormDialog } from "./event-form-dialog.tsx";
import { repeatLabel, shortDate } from "./event-repeat.ts";
import { RsvpsDialog } from "./rsvps-dialog.tsx";
import "./content.css";

export interface EventsTabProps {
  /** Opens the add form at once (the overview's New Event quick action). */
  startWithForm?: boolean;
  onFormOpened?: () => void;
}

/** "Every week on Sunday, until Feb 28, 2027, skips Dec 27, 2026": how a series repeats. */
function RepeatSummary({ event }: { event: Event }) {
  const { t, i18n } = useTranslation(contentNamespace);
  if (event.repeat === "none") return null;
  const parts = [repeatLabel(event.repeat, event.firstDate, t, i18n.language)];
  if (event.repeatUntil) parts.push(t("events.until", { date: shortDate(event.repeatUntil, i18n.language) }));
  const coming = event.skipDates.filter((d) => d >= event.date);
  if (coming.length > 0) {
    parts.push(
      t("events.skips", {
        count: coming.length,
        dates: coming.map((d) => shortDate(d, i18n.language)).join("; "),
      }),
    );
  }
  return <p className="ap-muted">{parts.join(", ")}</p>;
}

/**
 * The Events tab, the one place events are edited: search and status filter, event cards with their
 * repeat and next date, the RSVP panel, and each card's menu (edit, RSVPs, delete with confirmation).
 */
export function EventsTab({ startWithForm = false, onFormOpened }: EventsTabProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const filters = useContentFilters();
  const events = useContentEvents(filters.query);
  const remove = useDeleteEvent();
  const dialogs = useItemDialogs<Event>(startWithForm, onFormOpened);
  const publishToggle = usePublishToggle("event", contentEventsQueryKey);
  const [rsvpEvent, setRsvpEvent] = useState<Event | undefined>();
  // A link to one RSVP (`?tab=events&event=…&date=…&id=…`, decision 033) opens its event's RSVPs.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedEvent = searchParams.get("event");
  const linkedDate = searchParams.get("date") ?? undefined;
  useEffect(() => {
    const found = linkedEvent ? events.data?.find((e) => e.id === linkedEvent) : undefined;
    if (found) setRsvpEvent(found);
  }, [linkedEvent, events.data]);
  const closeRsvps = () => {
    setRsvpEvent(undefined);
    if (linkedEvent) setSearchParams({ tab: "events" }, { replace: true });
  };

  const list = events.data ?? [];
  const filtered = !!filters.q || filters.status !== "all";
  return (
    <div className="ap-stack">
      <Card
        title={t("events.title")}
        headingLevel={1}
        description={t("events.intro")}
        actions={<Button onClick={() => dialogs.open()}>{t("events.add")}</Button>}
      >
        <div className="ap-stack">
          <ContentFilters filters={filters} />
          {events.data && <OpenedRowMissing id={linkedEvent} shown={list} />}
          {events.isError ? (
            <ListLoadError query={events} />
          ) : events.isPending ? (
            <Skeleton height="8rem" />
          ) : list.length === 0 ? (
            <EmptyState title={filtered ? t("common.noResults") : t("events.empty")} headingLevel="none" />
          ) : (
            <ul className="ap-cards">
              {list.map((event) => (
                <li key={event.id}>
                  <article className="ap-event-card" aria-labelledby={`event-${event.id}`}>
                    <header className="ap-event-card__head">
                      <h2 id={`event-${event.id}`}>{event.title}</h2>
                      <RowActions
                        title={event.title}
                        onEdit={() => dialogs.open(event)}
                        onDelete={() => dialogs.setDeleting(event)}
                        more={[
                          publishToggle(event),
                          ...(event.rsvpRequired
                            ? [{ label: t("events.viewRsvps"), onSelect: () => setRsvpEvent(event) }]
                            : []),
                        ]}
                      />
                    </header>
                    <div className="ap-badges">
                      {event.rsvpRequired && <Badge tone="primary">{t("events.rsvpRequired")}</Badge>}
                      <StatusBadge status={event.status} />
                      <TranslationBadge item={event} fields={eventSwahiliFields} />
                    </div>
                    <p className="ap-muted">
                      {event.repeat === "none"
                        ? formatDate(event.date, i18n.language, "medium")
                        : t("events.nextDate", {
                            date: formatDate(event.date, i18n.language, "medium"),
                          })}{" "}
                      · {event.time} ·{" "}
                      {event.maxAttendees !== null
                        ? t("events.attendeesMax", { count: event.currentAttendees, max: event.maxAttendees })
                        : t("events.attendees", { count: event.currentAttendees })}
                    </p>
                    <RepeatSummary event={event} />
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
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <EventFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} event={dialogs.editing} />
      <RsvpsDialog
        event={rsvpEvent}
        initialDate={rsvpEvent?.id === linkedEvent ? linkedDate : undefined}
        onOpenChange={(value) => !value && closeRsvps()}
      />
      <DeleteItemDialog
        section="events"
        item={dialogs.deleting}
        onClose={() => dialogs.setDeleting(undefined)}
        remove={remove}
      />
    </div>
  );
}
