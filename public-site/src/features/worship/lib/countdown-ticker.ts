import type { Language } from "@church/contracts";
import { type CountdownUnit, remainingText } from "./countdown-text.ts";
import { nextServiceCountdown } from "./next-service.ts";

/** The countdown's texts as templates ("{{count}} days"), written by the server into an islands page. */
export interface CountdownTemplates {
  units: Record<CountdownUnit, { one: string; other: string }>;
  daysHours: string;
  hoursMinutes: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

/**
 * Keeps the service countdowns of an islands page (components/service-countdown.tsx) right without
 * React: each minute it shows the state of now (upcoming or under way; the server drew both) and the
 * time left. A page may be kept by the renderer for hours: the first tick is at once.
 */
export function tickCountdowns(elements: readonly HTMLElement[], language: Language): void {
  const plural = new Intl.PluralRules(language);
  const tick = () => {
    const countdown = nextServiceCountdown(new Date());
    for (const element of elements) {
      const templates = JSON.parse(element.dataset.countdown ?? "null") as CountdownTemplates | null;
      if (!templates) continue;
      for (const part of element.querySelectorAll<HTMLElement>("[data-countdown-state]"))
        part.hidden = part.dataset.countdownState !== countdown.state;
      const time = element.querySelector("[data-countdown-state=upcoming] time");
      if (countdown.state !== "upcoming" || !time) continue;
      time.setAttribute("datetime", countdown.startsAt);
      time.textContent = remainingText(
        countdown,
        (unit, count) => {
          const forms = templates.units[unit];
          return fill(plural.select(count) === "one" ? forms.one : forms.other, { count });
        },
        (key, words) => fill(templates[key], words),
      );
    }
    // Again at the next minute of the clock, when the time left changes.
    setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  };
  tick();
}
