import { afterEach, describe, expect, it, vi } from "vitest";
import { type CountdownTemplates, tickCountdowns } from "./countdown-ticker.ts";

const templates: CountdownTemplates = {
  units: {
    days: { one: "{{count}} day", other: "{{count}} days" },
    hours: { one: "{{count}} hour", other: "{{count}} hours" },
    minutes: { one: "{{count}} minute", other: "{{count}} minutes" },
  },
  daysHours: "{{days}} and {{hours}}",
  hoursMinutes: "{{hours}} and {{minutes}}",
};

/** The markup the server draws on an islands page (components/service-countdown.tsx), in short. */
function countdown(): HTMLElement {
  const element = document.createElement("div");
  element.dataset.countdown = JSON.stringify(templates);
  element.innerHTML = `
    <div data-countdown-state="upcoming"><p><time datetime="">stale</time></p></div>
    <div data-countdown-state="in-progress" hidden><p>Worship is happening now!</p></div>`;
  document.body.append(element);
  return element;
}

describe("tickCountdowns", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows the time left at once and again at each minute of the clock", () => {
    // Saturday 28 November 2026, 1:00 PM in Buffalo (EST): the service is in 1 day and 2 hours.
    vi.useFakeTimers({ now: new Date("2026-11-28T18:00:00Z") });
    const element = countdown();
    tickCountdowns([element], "en");
    const time = element.querySelector("time");
    expect(time?.textContent).toBe("1 day and 2 hours");
    expect(time?.getAttribute("datetime")).toBe("2026-11-29T15:00:00-05:00");
    // The clock moves on to Sunday 1:58:30 PM; the next tick, at 1:59:31 PM, shows 61 minutes left.
    vi.setSystemTime(new Date("2026-11-29T18:58:30Z"));
    vi.advanceTimersByTime(61_000);
    expect(time?.textContent).toBe("1 hour and 1 minute");
  });

  it("shows the service under way from its start, and the next one after its end", () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T20:30:00Z") });
    const element = countdown();
    tickCountdowns([element], "en");
    const [upcoming, live] = element.querySelectorAll<HTMLElement>("[data-countdown-state]");
    expect(upcoming?.hidden).toBe(true);
    expect(live?.hidden).toBe(false);
    // 5:59:30 PM, and the tick after it at 6:00:31 PM: the service is over.
    vi.setSystemTime(new Date("2026-11-29T22:59:30Z"));
    vi.advanceTimersByTime(61_000);
    expect(upcoming?.hidden).toBe(false);
    expect(live?.hidden).toBe(true);
    expect(element.querySelector("time")?.textContent).toBe("6 days and 21 hours");
  });
});
