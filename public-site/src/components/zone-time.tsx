import {
  addDays,
  churchInfo,
  easternInstant,
  easternOffsetMinutes,
  easternWallClock,
  easternZoneName,
} from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

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

/**
 * The visitor's own time ("11:00 PM in Nairobi") when their browser keeps another clock than Buffalo's
 * at that instant. Added after hydration (the server cannot know the browser's zone) into a line kept
 * empty from the first paint, so nothing moves when it comes (pages.css, .ps-zone-time__local).
 */
export function VisitorTime({ start }: { start: number | null }) {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const [local, setLocal] = useState<{ time: string; city: string } | null>(null);
  useEffect(() => {
    setLocal(null);
    if (start === null || new Date(start).getTimezoneOffset() === -easternOffsetMinutes(start)) return;
    let current = true;
    void import("../lib/visitor-time.ts")
      .then((m) => m.visitorTime(start, language))
      .then((text) => current && setLocal(text));
    return () => {
      current = false;
    };
  }, [start, language]);
  return (
    <span className="ps-zone-time__local">
      {local && (
        <>
          <span className="ck-visually-hidden"> · </span>
          {t(local.city ? "zone.local" : "zone.localNoCity", local)}
        </>
      )}
    </span>
  );
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
