import { addDays, churchInfo, easternInstant, easternWallClock, easternZoneName } from "@church/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { islandOf } from "../islands/island.tsx";
import { useNow } from "../lib/render-info.tsx";
import { VisitorTime } from "./visitor-time.tsx";

// The home page carries this module in its first load (its JavaScript budget is nearly spent): what
// only a visitor in another zone needs is in lib/visitor-time.ts, loaded for them alone.

/** The start (ms) of the Sunday service under way or next (churchInfo.service), in Buffalo. */
export function serviceStart(now: Date): number {
  const { start24, end24 } = churchInfo.service;
  const clock = easternWallClock(now.getTime());
  const weekday = clock.getUTCDay();
  const over = clock.toISOString().slice(11, 16) >= end24;
  const date = addDays(clock.toISOString().slice(0, 10), weekday === 0 && !over ? 0 : 7 - weekday);
  return easternInstant(date, start24);
}

/** "in Buffalo (EST)" for a time at an instant (ms): EST or EDT as that day keeps. */
export const churchZoneText = (t: TFunction<"site">, start: number): string =>
  t("zone.church", { city: churchInfo.address.city, zone: easternZoneName(start) });

/** A Buffalo time text with its zone named: "3:00 PM - 6:00 PM in Buffalo (EST)"; no instant, no zone. */
export function ChurchTime({ text, start }: { text: string; start: number | null }) {
  const { t } = useTranslation("site");
  return start === null ? text : `${text} ${churchZoneText(t, start)}`;
}

/** Buffalo's time with its zone, and the visitor's own on the line below. */
export function ZoneTime({ text, start }: { text: string; start: number | null }) {
  return (
    <span className="ps-zone-time">
      <ChurchTime text={text} start={start} />
      {start !== null && <VisitorTime start={start} />}
    </span>
  );
}

/**
 * The coming Sunday service's time (`text`, Buffalo's) with its zone and the visitor's own, worked out
 * from the page's day: on an islands page an island, so that a page kept past its day (RenderInfoProvider)
 * and the visitor's clock still change it. `strong`: Buffalo's time in bold, the visitor's beside it.
 */
export function ServiceTime({ text, strong = false }: { text: string; strong?: boolean }) {
  const start = serviceStart(useNow());
  if (!strong) return <ZoneTime text={text} start={start} />;
  return (
    <>
      <strong>
        <ChurchTime text={text} start={start} />
      </strong>
      <VisitorTime start={start} />
    </>
  );
}

/**
 * On an islands page, hydrated only on a page kept past its day (its Sunday may be another now); the
 * visitor's own time is filled in without React (lib/visitor-times.ts).
 */
export const ServiceTimeIsland = islandOf("service-time", ServiceTime, {
  when: "load",
  if: "day-over",
  otherwise: "never",
  as: "span",
});

export { VisitorTime };
