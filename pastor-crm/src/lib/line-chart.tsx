import { type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import "./line-chart.css";

export interface ChartSeries {
  id: string;
  label: string;
  /** One figure per label; null where there is none (drawn as a gap, never as a zero). */
  values: readonly (number | null)[];
  /** Solid for the main figures, dashed for the comparison: the two differ without colour too. */
  variant: "solid" | "dashed";
}

export interface LineChartProps {
  title: string;
  /** One label per point, oldest first (e.g. the first day of each week). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Figures in the legend and the table. */
  formatValue: (value: number) => string;
  /** Shorter figures for the y axis (defaults to formatValue). */
  formatAxis?: (value: number) => string;
  /** What the picture shows, read by screen readers in its place. */
  summary: string;
  /** Header of the table's first column (what a label is, e.g. "Week of"). */
  labelHeader: string;
  /** Text of the button that shows the figures as a table. */
  showTable: string;
  /** Said where a figure is missing (e.g. "No records"). */
  noValue: string;
}

const HEIGHT = 220;
const PADDING = { top: 12, right: 12, bottom: 28, left: 56 };
/** Fewest pixels between two x-axis labels, so they never overlap on a phone. */
const LABEL_SPACING = 68;

/** The container's width in CSS pixels, so text keeps its size on every screen (no SVG scaling). */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** An SVG path through the points, lifting the pen over missing ones. */
function linePath(
  values: readonly (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
): string {
  let penDown = false;
  const parts: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      penDown = false;
      return;
    }
    parts.push(`${penDown ? "L" : "M"}${x(i).toFixed(1)},${y(value).toFixed(1)}`);
    penDown = true;
  });
  return parts.join(" ");
}

/** A round axis maximum and step: 0, step, 2 x step ... (4 steps), covering `max`. */
export function niceScale(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 4, step: 1 };
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = [1, 2, 2.5, 5, 10].find((f) => residual <= f) ?? 10;
  const step = factor * magnitude;
  return { top: step * Math.ceil(max / step), step };
}

/**
 * A small line chart in plain SVG, drawn at the container's pixel width. The picture is one image
 * with a spoken summary; the exact figures are in a table anyone can open (and screen readers read).
 */
export function LineChart({
  title,
  labels,
  series,
  formatValue,
  formatAxis = formatValue,
  summary,
  labelHeader,
  showTable,
  noValue,
}: LineChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, 640);
  // The table is built only once opened: hidden, it would be read by nobody and only weigh on the page.
  const [tableOpen, setTableOpen] = useState(false);

  const count = labels.length;
  const plotWidth = Math.max(width - PADDING.left - PADDING.right, 40);
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const { top, step } = niceScale(
    Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))),
  );
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? noValue : formatValue(value);
  const x = (i: number) => PADDING.left + (count > 1 ? (i * plotWidth) / (count - 1) : plotWidth / 2);
  const y = (value: number) => PADDING.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // Label every k-th point, counted back from the newest, which always has its label.
  const every = Math.max(1, Math.ceil(LABEL_SPACING / (count > 1 ? plotWidth / (count - 1) : plotWidth)));
  const last = count - 1;

  return (
    <figure className="crm-chart">
      <figcaption id={titleId} className="crm-chart__title">
        {title}
      </figcaption>
      <ul className="crm-chart__legend">
        {series.map((s) => (
          <li key={s.id}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                className={`crm-chart__line crm-chart__line--${s.variant}`}
              />
            </svg>
            <span>
              {s.label}: <strong>{show(s.values[last])}</strong>
            </span>
          </li>
        ))}
      </ul>
      <div ref={frame} className="crm-chart__frame">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="crm-chart__svg"
        >
          <title>{title}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PADDING.left}
                x2={PADDING.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className="crm-chart__grid"
              />
              <text x={PADDING.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="crm-chart__axis">
                {formatAxis(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, i) =>
            (last - i) % every === 0 ? (
              <text
                key={label}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor={i === last ? "end" : i === 0 ? "start" : "middle"}
                className="crm-chart__axis"
              >
                {label}
              </text>
            ) : null,
          )}
          {series.map((s) => (
            <g key={s.id}>
              <path
                d={linePath(s.values, x, y)}
                className={`crm-chart__line crm-chart__line--${s.variant}`}
              />
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle
                    key={labels[i] ?? i}
                    cx={x(i)}
                    cy={y(v)}
                    r={count > 30 ? 2 : 3}
                    className={`crm-chart__point crm-chart__point--${s.variant}`}
                  />
                ),
              )}
            </g>
          ))}
        </svg>
      </div>
      <p id={summaryId} className="ck-visually-hidden">
        {summary}
      </p>
      <details className="crm-chart__details" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{showTable}</summary>
        {tableOpen && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
          <section className="crm-chart__table-wrap" tabIndex={0} aria-label={title}>
            <table className="ck-table">
              <caption className="ck-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeader}</th>
                  {series.map((s) => (
                    <th key={s.id} scope="col" className="ck-table__cell--end">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, i) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((s) => (
                      <td key={s.id} className="ck-table__cell--end">
                        {show(s.values[i])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </details>
    </figure>
  );
}
