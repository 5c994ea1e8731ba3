import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons.tsx";
import { eventsNs } from "../../../i18n/pages/events.ts";
import { formatDate, formatMonth, weekdayNames } from "../../../lib/format.ts";
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

/** Month grid, Sunday to Saturday, with previous/next month; titles cut to 20 characters. */
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
      <table className="ps-calendar__grid">
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
                    <span className="ps-calendar__day">
                      <span aria-hidden="true">{cell.day}</span>
                      <span className="ck-visually-hidden">
                        {formatDate(cell.date, language, "full")}
                        {isToday && ` (${t("calendar.today")})`}
                      </span>
                    </span>
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
