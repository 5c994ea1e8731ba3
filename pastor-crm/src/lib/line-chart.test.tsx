import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { LineChart, niceScale } from "./line-chart.tsx";

const labels = Array.from({ length: 26 }, (_, i) => `W${i + 1}`);
const thisYear = labels.map((_, i) => 50 + i);
const lastYear: (number | null)[] = labels.map((_, i) => (i >= 10 && i < 12 ? null : 40 + (i % 3)));

function renderChart() {
  return render(
    <LineChart
      title="Attendance per week"
      labels={labels}
      series={[
        { id: "this", label: "This year", values: thisYear, variant: "solid" },
        { id: "last", label: "Same week last year", values: lastYear, variant: "dashed" },
      ]}
      formatValue={(n) => `${n} people`}
      formatAxis={(n) => String(n)}
      summary="Attendance per week over the last 26 weeks."
      labelHeader="Week of"
      showTable="Show the figures as a table"
      noValue="No records"
    />,
  );
}

describe("LineChart", () => {
  it("has no accessibility violations, closed and with its table open", async () => {
    const { container } = renderChart();
    let results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(screen.getByText("Show the figures as a table"));
    results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is one named image with a spoken summary, and a legend with the latest figures", () => {
    renderChart();
    const image = screen.getByRole("img", { name: "Attendance per week" });
    expect(image).toHaveAccessibleDescription("Attendance per week over the last 26 weeks.");
    const legend = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(legend).toEqual(["This year: 75 people", "Same week last year: 41 people"]);
    // One line per series: solid for this year, dashed for last year.
    expect(image.querySelectorAll("path.crm-chart__line--solid")).toHaveLength(1);
    expect(image.querySelectorAll("path.crm-chart__line--dashed")).toHaveLength(1);
  });

  it("leaves a gap where a week has no figure instead of drawing a zero", async () => {
    renderChart();
    const dashed = screen.getByRole("img").querySelector("path.crm-chart__line--dashed");
    // Two pieces: weeks 1-10 and 13-26.
    expect(dashed?.getAttribute("d")?.match(/M/g)).toHaveLength(2);
    await userEvent.click(screen.getByText("Show the figures as a table"));
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows[11]).toHaveTextContent("W1160 peopleNo records");
  });

  it("labels the x axis sparsely enough not to overlap, always including the newest point", () => {
    renderChart();
    const axisLabels = [...screen.getByRole("img").querySelectorAll("text")]
      .map((node) => node.textContent ?? "")
      .filter((text) => text.startsWith("W"));
    expect(axisLabels.at(-1)).toBe("W26");
    // 640 px wide, 572 px of plot for 25 gaps of ~23 px: every third label.
    expect(axisLabels).toEqual(["W2", "W5", "W8", "W11", "W14", "W17", "W20", "W23", "W26"]);
  });

  it("shows every figure in a table once asked", async () => {
    renderChart();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await userEvent.click(screen.getByText("Show the figures as a table"));
    const table = screen.getByRole("table", { name: "Attendance per week" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(27);
    expect(rows[0]).toHaveTextContent("Week ofThis yearSame week last year");
    expect(rows[26]).toHaveTextContent("W2675 people41 people");
  });
});

describe("niceScale", () => {
  it.each([
    [0, { top: 4, step: 1 }],
    [7, { top: 8, step: 2 }],
    [64, { top: 80, step: 20 }],
    [1550.5, { top: 2000, step: 500 }],
    [96, { top: 100, step: 25 }],
  ])("rounds %d up to %j", (max, scale) => {
    expect(niceScale(max)).toEqual(scale);
  });
});
