import { easternOffsetMinutes, type Language } from "@church/contracts";

/** Whether the browser keeps another clock than Buffalo's at an instant (ms). */
export const keepsAnotherClock = (start: number): boolean =>
  new Date(start).getTimezoneOffset() !== -easternOffsetMinutes(start);

/** A text of the site's dictionaries with its `{{names}}` filled in (as i18next, values unescaped). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/**
 * The visitor's own time in every line components/visitor-time.tsx kept for it in `root`, without
 * React: on an islands page those outside a live island are never hydrated (islands/start-islands.ts).
 * Each line carries its instant and its texts (`data-start`, `data-text`, `data-text-no-city`); a
 * browser on Buffalo's clock loads nothing more. Filled lines are marked `data-filled`: an island
 * hydrated later empties them first, as the server drew them (React then fills them itself).
 */
export async function fillVisitorTimes(
  lines: HTMLElement[],
  language: Language,
  /** Asked again just before a line is written (an island may have started to draw it meanwhile). */
  mine: (line: HTMLElement) => boolean = () => true,
): Promise<void> {
  const wanted = lines.filter((line) => {
    const start = Number(line.dataset.start);
    return (
      mine(line) && line.dataset.start !== undefined && Number.isFinite(start) && keepsAnotherClock(start)
    );
  });
  if (wanted.length === 0) return;
  const { visitorTime } = await import("./visitor-time.ts");
  for (const line of wanted) {
    const local = await visitorTime(Number(line.dataset.start), language);
    if (!mine(line)) continue;
    const template = (local.city ? line.dataset.text : line.dataset.textNoCity) ?? "";
    const separator = document.createElement("span");
    separator.className = "ck-visually-hidden";
    separator.textContent = " · ";
    line.replaceChildren(separator, fill(template, local));
    line.dataset.filled = "";
  }
}

/** Empties the lines `fillVisitorTimes` filled inside `root`, as the server drew them. */
export function emptyVisitorTimes(root: ParentNode): void {
  for (const line of root.querySelectorAll<HTMLElement>(".ps-zone-time__local[data-filled]")) {
    line.replaceChildren();
    delete line.dataset.filled;
  }
}
