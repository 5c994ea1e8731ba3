import { analyticsLimits, calendarDate, churchInfo, isDevelopmentHost } from "@church/contracts";
import { api } from "../../lib/api-client.ts";
import { analyticsAllowed } from "../../lib/consent.ts";
import { routes } from "../../lib/routes.ts";

const visitsKey = "church-page-visits";
type Visits = Record<string, Record<string, number>>;

/** The local per-day, per-page visit counter; days older than 30 are pruned. */
export function countVisit(page: string, now: Date, storage: Storage = localStorage): Visits {
  let visits: Visits = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(visitsKey) ?? "{}");
    if (parsed && typeof parsed === "object") visits = parsed as Visits;
  } catch {
    // Invalid stored counters are ignored.
  }
  const today = calendarDate(now, churchInfo.timeZone);
  const oldest = calendarDate(
    new Date(now.getTime() - analyticsLimits.localDaysKept * 86_400_000),
    churchInfo.timeZone,
  );
  const kept: Visits = {};
  for (const [day, pages] of Object.entries(visits)) if (day > oldest) kept[day] = pages;
  const day = kept[today] ?? {};
  day[page] = (day[page] ?? 0) + 1;
  kept[today] = day;
  try {
    storage.setItem(visitsKey, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: nothing is counted locally.
  }
  return kept;
}

/**
 * Counts this page view, only with a current "yes" to analytics: locally, and on the server unless
 * this is a development host. Failures are ignored (public-site.md section 7). Its own module: an
 * islands page loads it only for a visitor who said yes (islands/start-islands.ts).
 */
export function recordPageView(): void {
  if (!analyticsAllowed()) return;
  const now = new Date();
  // The address as visitors see it (the router's pathname has no /sw prefix).
  const page = window.location.pathname;
  countVisit(page, now);
  if (isDevelopmentHost(window.location)) return;
  api
    .call(routes.analytics.track, {
      body: {
        type: "pageview",
        page,
        userAgent: navigator.userAgent,
        timestamp: now.toISOString(),
        referrer: document.referrer,
      },
    })
    .catch(() => {});
}
