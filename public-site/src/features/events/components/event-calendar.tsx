import { addDays } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons.tsx";
import { formatDate, formatMonth, weekdayNames } from "../../../lib/format.ts";
import { eventsNs } from "../events.texts.ts";
import { cellTitle, monthCells, type Occurrence } from "../lib/calendar.ts";

export interface EventCalendarProps {
  year: number;
  /** 0-11. */
  month: number;
  events: readonly Occurrence[];
  today: string;
  selectedId: string | null;
  onSelect: (event: Occurrence) => void;
  onMonthChange: (by: 1 | -1) => void;
}

const maxPerCell = 2;

/** Days moved by each arrow key: a day left and right, a week up and down. */
const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Month grid, Sunday to Saturday, with previous/next month; titles cut to 20 characters. Each day is a
 * button (one tab stop; the arrow keys move between days, across months too) that shows its first event;
 * on phones the day is the tap target and a marker stands in for the titles.
 */
export function EventCalendar({
  year,
  month,
  events,
  today,
  selectedId,
  onSelect,
  onMonthChange,
}: EventCalendarProps) {
  const { t } = useTranslation(eventsNs);
  const { language } = useLanguage();
  const weekdays = weekdayNames(language, "short");
  const weekdaysLong = weekdayNames(language, "long");
  const monthLabel = formatMonth(year, month, language);
  const byDate = new Map<string, Occurrence[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  const monthKey = `${year}-${String(month + 1).padStart(2, "0")}`;
  // The day that takes the tab stop: the one last moved to, else today or the 1st of the month shown.
  const [active, setActive] = useState<string | null>(null);
  const current =
    active?.startsWith(monthKey) === true ? active : today.startsWith(monthKey) ? today : `${monthKey}-01`;
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${current}"]`)?.focus();
  }, [current]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const next = addDays(date, by);
    if (!next.startsWith(monthKey)) onMonthChange(next > date ? 1 : -1);
    moved.current = true;
    setActive(next);
  };

  return (
    <div className="ps-calendar">
      <div className="ps-calendar__header">
        <button type="button" className="ps-icon-button" onClick={() => onMonthChange(-1)}>
          <ChevronLeftIcon />
          <span className="ck-visually-hidden">{t("calendar.previous")}</span>
        </button>
        <h2 className="ps-calendar__month" aria-live="polite">
          {monthLabel}
        </h2>
        <button type="button" className="ps-icon-button" onClick={() => onMonthChange(1)}>
          <ChevronRightIcon />
          <span className="ck-visually-hidden">{t("calendar.next")}</span>
        </button>
      </div>
      <table className="ps-calendar__grid" ref={grid}>
        <caption className="ck-visually-hidden">
          {t("calendar.label")}: {monthLabel}
        </caption>
        <thead>
          <tr>
            {weekdays.map((day, index) => (
              <th key={day} scope="col" abbr={weekdaysLong[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthCells(year, month).map((week) => (
            <tr key={week.map((cell) => cell.date ?? "-").join("|")}>
              {week.map((cell, index) => {
                if (!cell.date) return <td key={`blank-${index}`} className="ps-calendar__blank" />;
                const dayEvents = byDate.get(cell.date) ?? [];
                const isToday = cell.date === today;
                return (
                  <td key={cell.date} className={isToday ? "ps-calendar__today" : undefined}>
                    <button
                      type="button"
                      className="ps-calendar__day"
                      data-date={cell.date}
                      tabIndex={cell.date === current ? 0 : -1}
                      aria-pressed={dayEvents.some((event) => event.key === selectedId)}
                      onKeyDown={(event) => onKeyDown(event, cell.date as string)}
                      onFocus={() => setActive(cell.date)}
                      onClick={() => {
                        const first = dayEvents[0];
                        if (first) onSelect(first);
                      }}
                    >
                      <span aria-hidden="true">{cell.day}</span>
                      {dayEvents.length > 0 && <span className="ps-calendar__marker" aria-hidden="true" />}
                      <span className="ck-visually-hidden">
                        {dayEvents.length > 0
                          ? t("calendar.eventsOn", {
                              count: dayEvents.length,
                              date: formatDate(cell.date, language, "full"),
                            })
                          : formatDate(cell.date, language, "full")}
                        {isToday && ` (${t("calendar.today")})`}
                      </span>
                    </button>
                    {dayEvents.length > 0 && (
                      <ul className="ps-calendar__events">
                        {dayEvents.slice(0, maxPerCell).map((event) => (
                          <li key={event.key}>
                            <button
                              type="button"
                              className="ps-calendar__event"
                              data-category={event.category}
                              aria-pressed={event.key === selectedId}
                              title={event.title}
                              onClick={() => onSelect(event)}
                            >
                              <span className="ps-calendar__event-title" aria-hidden="true">
                                {cellTitle(event.title)}
                              </span>
                              <span className="ck-visually-hidden">{event.title}</span>
                            </button>
                          </li>
                        ))}
                        {dayEvents.length > maxPerCell && (
                          <li className="ps-calendar__more">
                            {t("calendar.more", { count: dayEvents.length - maxPerCell })}
                          </li>
                        )}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
