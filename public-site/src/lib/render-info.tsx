import { calendarDate, churchInfo } from "@church/contracts";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { IslandCollector } from "../islands/island-collector.ts";
import type { PageMeta } from "./seo/head-tags.ts";

/** What the server tells a render: when it happens, and where the page's head tags are collected. */
export interface RenderInfo {
  /** The instant the page was rendered (ms since the epoch). */
  now: number;
  /** The church's calendar date of `now` (YYYY-MM-DD), from the server: no time-zone data needed here. */
  today?: string;
  /** When the church's day of `now` ends (ms since the epoch): a page kept past it shows the new day. */
  dayEnds?: number;
  /** Whether the page carries the cookie banner (no current choice in the request's cookies). */
  consentBanner?: boolean;
  /** Data saver is on (lib/data-saver.ts): decided by the server, kept by the browser while hydrating. */
  dataSaver?: boolean;
  /** On the server only: receives the page's meta while it renders (written into <head>). */
  head?: { meta?: PageMeta };
  /**
   * On the server only: receives the source modules of parts drawn whose code the browser does not
   * load with the page (static islands): the page carries their styles (server/page-styles.ts).
   */
  drawnModules?: Set<string>;
  /**
   * On the server only, while it renders an islands page: receives the interactive parts drawn there,
   * which it renders each as a root of its own (islands/island.tsx).
   */
  islands?: IslandCollector;
}

const RenderInfoContext = createContext<RenderInfo>({ now: 0 });

/**
 * When the church's calendar day of `now` ends (the next midnight in its time zone). Time zones the
 * church could be in change date on a whole hour, so the first whole hour with another date is it.
 * Worked out by the server, so the browser needs no time-zone data to know whether the day changed.
 */
export function churchDayEnds(now: number, timeZone: string = churchInfo.timeZone): number {
  const today = calendarDate(new Date(now), timeZone);
  const hour = 3_600_000;
  let candidate = Math.floor(now / hour) * hour + hour;
  for (let step = 0; step < 48 && calendarDate(new Date(candidate), timeZone) === today; step++)
    candidate += hour;
  return candidate;
}

/**
 * Gives the page its render instant: the server's while the browser hydrates (so "today", the
 * current month or the year match the server's HTML), then the browser's own clock if the day differs
 * (a page kept since yesterday). Pages use it for dates only (clocks keep their own time, see the
 * service countdown), so the same day re-renders nothing after hydration.
 */
export function RenderInfoProvider({ info, children }: { info: RenderInfo; children: ReactNode }) {
  const [value, setValue] = useState(info);
  useEffect(() => {
    const now = Date.now();
    if (info.dayEnds === undefined || now >= info.dayEnds)
      setValue((current) => ({ ...current, now, today: undefined }));
  }, [info.dayEnds]);
  return <RenderInfoContext.Provider value={value}>{children}</RenderInfoContext.Provider>;
}

/** Today as the page knows it (see RenderInfoProvider): for dates, not for the time of day. */
export function useNow(): Date {
  const { now } = useContext(RenderInfoContext);
  return new Date(now || Date.now());
}

/**
 * The church's date today (YYYY-MM-DD in its time zone), as the page knows it: the server's while its
 * day lasts (working it out in the browser loads the time zone's data, the largest single task of a
 * hydration), else from the clock.
 */
export function useToday(): string {
  const { now, today } = useContext(RenderInfoContext);
  return today ?? calendarDate(new Date(now || Date.now()), churchInfo.timeZone);
}

/** Whether the server's page carried the cookie banner; undefined without a server page. */
export const useServerConsentBanner = (): boolean | undefined => useContext(RenderInfoContext).consentBanner;

/** Whether data saver is on: pictures wait for a tap, sermons start with their light file. */
export const useDataSaver = (): boolean => useContext(RenderInfoContext).dataSaver === true;

/** The server's head collector while rendering there; undefined in the browser. */
export const useHeadCollector = (): RenderInfo["head"] => useContext(RenderInfoContext).head;

/** The server's collector of drawn modules while rendering there; undefined in the browser. */
export const useDrawnModules = (): RenderInfo["drawnModules"] => useContext(RenderInfoContext).drawnModules;

/** The server's collector of islands while it renders an islands page; undefined anywhere else. */
export const useIslandCollector = (): IslandCollector | undefined => useContext(RenderInfoContext).islands;
