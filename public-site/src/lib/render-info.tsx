import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { PageMeta } from "./seo/head-tags.ts";

/** What the server tells a render: when it happens, and where the page's head tags are collected. */
export interface RenderInfo {
  /** The instant the page was rendered (ms since the epoch). */
  now: number;
  /** Whether the page carries the cookie banner (no current choice in the request's cookies). */
  consentBanner?: boolean;
  /** Data saver is on (lib/data-saver.ts): decided by the server, kept by the browser while hydrating. */
  dataSaver?: boolean;
  /** On the server only: receives the page's meta while it renders (written into <head>). */
  head?: { meta?: PageMeta };
}

const RenderInfoContext = createContext<RenderInfo>({ now: 0 });

/**
 * Gives the page its render instant: the server's while the browser hydrates (so "today", the
 * current month or the year match the server's HTML), then the browser's own clock.
 */
export function RenderInfoProvider({ info, children }: { info: RenderInfo; children: ReactNode }) {
  const [value, setValue] = useState(info);
  useEffect(() => {
    if (typeof window !== "undefined") setValue((current) => ({ ...current, now: Date.now() }));
  }, []);
  return <RenderInfoContext.Provider value={value}>{children}</RenderInfoContext.Provider>;
}

/** The current date as the page knows it (see RenderInfoProvider). */
export function useNow(): Date {
  const { now } = useContext(RenderInfoContext);
  return new Date(now || Date.now());
}

/** Whether the server's page carried the cookie banner; undefined without a server page. */
export const useServerConsentBanner = (): boolean | undefined => useContext(RenderInfoContext).consentBanner;

/** Whether data saver is on: pictures wait for a tap, sermons start with their light file. */
export const useDataSaver = (): boolean => useContext(RenderInfoContext).dataSaver === true;

/** The server's head collector while rendering there; undefined in the browser. */
export const useHeadCollector = (): RenderInfo["head"] => useContext(RenderInfoContext).head;
