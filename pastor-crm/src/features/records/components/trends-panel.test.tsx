import { endpoints, type Trends, type TrendWeek } from "@church/contracts";
import { mockEndpoint, setMockSession } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import RecordsScreen from "../../../exposed/records-screen.tsx";
import { server } from "../../../testing/setup-tests.ts";

// The machines that run these are shared and slow; a preview or a chart may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const week = (weekStart: string, attendance: number, tithes: number, offerings: number): TrendWeek => {
  const end = new Date(`${weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { weekStart, weekEnd: end.toISOString().slice(0, 10), attendance, tithes, offerings, services: 1 };
};

function trendsFor(weeks: number): Trends {
  return {
    weeks: Array.from({ length: weeks }, (_, i) => {
      const start = new Date(Date.UTC(2026, 2, 1 - 7 * (weeks - 1 - i)));
      const lastYear = new Date(start.getTime() - 364 * 86_400_000);
      return {
        thisYear: week(start.toISOString().slice(0, 10), 60 + i, 1000 + i, 250),
        lastYear: week(lastYear.toISOString().slice(0, 10), 50, 900, 200.5),
      };
    }),
    comparison: {
      thisYear: {
        from: "2026-01-01",
        to: "2026-03-04",
        services: 9,
        attendance: 585,
        averageAttendance: 65,
        tithes: 9450.25,
        offerings: 2250,
      },
      lastYear: {
        from: "2025-01-01",
        to: "2025-03-04",
        services: 9,
        attendance: 540,
        averageAttendance: 60,
        tithes: 9800,
        offerings: 0,
      },
      change: { attendance: 8.3, averageAttendance: 8.3, tithes: -3.6, offerings: null },
    },
  };
}

let requestedWeeks: number[] = [];

beforeEach(() => {
  // The records are a pastor's (or an administrator's).
  setMockSession("pastor@amani-friends.example");
  requestedWeeks = [];
  server.use(
    mockEndpoint(endpoints.crm.trends, ({ query }) => {
      requestedWeeks.push(query.weeks ?? 26);
      return trendsFor(query.weeks ?? 26);
    }),
  );
});

function renderScreen() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RecordsScreen />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe("Attendance and Giving Trends", () => {
  it("charts attendance and giving for 26 weeks beside the same weeks last year", async () => {
    renderScreen();
    const attendance = await screen.findByRole("img", { name: "Attendance per week" });
    expect(attendance).toHaveAccessibleDescription(
      "Attendance per week over the last 26 weeks. Week of Mar 1, 2026: 85 this year, 50 in the same week last year.",
    );
    const figure = attendance.closest("figure") as HTMLElement;
    expect(
      within(figure)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["This year: 85", "Same week last year: 50"]);
    const giving = screen.getByRole("img", { name: "Tithes and offerings per week" }).closest("figure");
    // Giving is tithes plus offerings: 1025 + 250 this year, 900 + 200.50 last year.
    expect(
      within(giving as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["This year: $1,275.00", "Same week last year: $1,100.50"]);
    expect(requestedWeeks).toEqual([26]);
  });

  it("compares this year so far with the same days last year, with the change in percent", async () => {
    renderScreen();
    const section = await screen.findByRole("region", { name: "This Year Against Last Year" });
    expect(section).toHaveTextContent(
      "2026 so far (Jan 1 - Mar 4, 9 services) against the same days of 2025 (9 services).",
    );
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Total attendance585Last year: 540+8.3% on last year",
      "Average attendance65Last year: 60+8.3% on last year",
      "Tithes$9,450.25Last year: $9,800.00-3.6% on last year",
      "Offerings$2,250.00Last year: $0.00No figures last year",
    ]);
  });

  it("shows a week without records as such, not as a zero", async () => {
    server.use(
      mockEndpoint(endpoints.crm.trends, () => {
        const trends = trendsFor(26);
        const last = trends.weeks.at(-1);
        if (last) last.lastYear = { ...last.lastYear, attendance: 0, tithes: 0, offerings: 0, services: 0 };
        return trends;
      }),
    );
    renderScreen();
    const attendance = await screen.findByRole("img", { name: "Attendance per week" });
    expect(attendance).toHaveAccessibleDescription(
      expect.stringContaining("85 this year, No records in the same week"),
    );
    const legend = within(attendance.closest("figure") as HTMLElement).getAllByRole("listitem");
    expect(legend[1]).toHaveTextContent("Same week last year: No records");
  });

  it("loads the span the pastor chooses", async () => {
    const { user } = renderScreen();
    await screen.findByRole("img", { name: "Attendance per week" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Last 52 weeks");
    await waitFor(() => expect(requestedWeeks).toEqual([26, 52]));
    await user.click(screen.getAllByText("Show the figures as a table")[0] as HTMLElement);
    const table = await screen.findByRole("table", { name: "Attendance per week" });
    expect(within(table).getAllByRole("row")).toHaveLength(53);
  });

  it("speaks Swahili", async () => {
    const { user } = renderScreen();
    await screen.findByRole("img", { name: "Attendance per week" });
    await user.click(screen.getByRole("button", { name: "Kiswahili" }));
    expect(screen.getByRole("img", { name: "Mahudhurio kwa wiki" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Mwaka Huu Ukilinganishwa na Mwaka Jana" })).toHaveTextContent(
      "Hakuna takwimu za mwaka jana",
    );
  });
});
