import {
  type ChurchRecord,
  type ChurchRecordInput,
  type DashboardStats,
  type ExportReport,
  endpoints,
  type WeeklySummary,
} from "@church/contracts";
import { mockEndpoint, mockError, setMockSession } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { beforeEach } from "vitest";
import RecordsScreen from "../../../exposed/records-screen.tsx";
import { server } from "../../../testing/setup-tests.ts";

// The records screen's tests (records-portal.test.tsx, records-export.test.tsx) share these: every
// figure they expect is here. Each file calls `answerRecordsFromFixtures()` once.
export const stamp = "2026-03-01T20:00:00.000Z";
const fixtures: ChurchRecord[] = [
  {
    id: "a1000000-0000-4000-8000-000000000001",
    date: "2026-03-01",
    attendance: 64,
    tithes: 1240.5,
    offerings: 310,
    batchTithes: 0,
    batchOfferings: 0,
    notes: "Guest speaker from Kenya",
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: "a1000000-0000-4000-8000-000000000002",
    date: "2026-02-22",
    attendance: 58,
    tithes: 1105,
    offerings: 285.25,
    batchTithes: 0,
    batchOfferings: 0,
    notes: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const stats: DashboardStats = {
  thisMonth: { totalAttendance: 320, totalTithes: 1250, totalOfferings: 430.5 },
  thisYear: { totalAttendance: 2150, averageAttendance: 62.5, totalTithes: 15400.75, totalOfferings: 3900 },
  last4Weeks: { averageAttendance: 64 },
};

// Seven weeks, so the test also sees that only the first six are shown.
const weeks: WeeklySummary[] = Array.from({ length: 7 }, (_, i) => {
  const start = new Date(Date.UTC(2026, 2, 1 - 7 * i));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return {
    weekStart: start.toISOString().slice(0, 10),
    weekEnd: end.toISOString().slice(0, 10),
    totalAttendance: 60 + i,
    totalTithes: 1000,
    totalOfferings: 250,
    recordCount: 1,
    batchTithes: 0,
    batchOfferings: 0,
    // One ledger: the newest week also had gifts online.
    onlineTithes: i === 0 ? 120.1 : 0,
    onlineOfferings: i === 0 ? 30.2 : 0,
    onlineGiftCount: i === 0 ? 3 : 0,
    // Demo mode: one of the three was the test provider's.
    testGiftCount: i === 0 ? 1 : 0,
    testGiftTotal: i === 0 ? 25 : 0,
  };
});

/** What the mocked API holds and was asked, reset before each test; tests read and set it. */
export const mock = {
  records: [] as ChurchRecord[],
  created: [] as ChurchRecordInput[],
  deleted: [] as string[],
  exportUrls: [] as URL[],
  serverDown: false,
};

const handlers = [
  mockEndpoint(endpoints.system.ping, () =>
    mock.serverDown ? HttpResponse.error() : { status: "ok" as const, message: "pong", timestamp: stamp },
  ),
  mockEndpoint(endpoints.crm.listRecords, () => ({ records: mock.records })),
  mockEndpoint(endpoints.crm.dashboardStats, () => stats),
  mockEndpoint(endpoints.crm.weeklySummaries, () => weeks),
  mockEndpoint(endpoints.crm.createRecord, ({ body }) => {
    mock.created.push(body);
    const record: ChurchRecord = {
      id: "a1000000-0000-4000-8000-000000000099",
      date: body.date,
      attendance: body.attendance,
      tithes: body.tithes,
      offerings: body.offerings,
      batchTithes: 0,
      batchOfferings: 0,
      notes: body.notes ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    mock.records = [record, ...mock.records];
    return { record };
  }),
  mockEndpoint(endpoints.crm.deleteRecord, ({ params }) => {
    mock.deleted.push(params.id);
    mock.records = mock.records.filter((r) => r.id !== params.id);
    return { success: true as const };
  }),
  mockEndpoint(endpoints.crm.exportRecords, ({ query, request }) => {
    mock.exportUrls.push(new URL(request.url));
    if (query.format === "csv") {
      return new HttpResponse("Date,Attendance\n2026-03-01,64\n", {
        headers: { "content-type": "text/csv" },
      });
    }
    if (query.format === "pdf") return mockError(501, "unavailable", "PDF export is not available");
    const report: ExportReport = {
      from: query.from ?? null,
      to: query.to ?? null,
      summary: {
        totalRecords: mock.records.length,
        totalAttendance: 122,
        totalTithes: 2345.5,
        totalOfferings: 595.25,
        averageAttendance: 61,
        onlineTithes: 100,
        onlineOfferings: 30,
        onlineGiftCount: 3,
        totalGiving: 3070.75,
      },
      generatedAt: stamp,
      records: mock.records,
      onlineDays: [],
    };
    return report;
  }),
];

/**
 * Installs the mocked API before each test of the calling file. A function, not an import side effect:
 * the test workers keep modules between files (isolate: false), so a hook registered on import would
 * serve only the first file that imports this module.
 */
export function answerRecordsFromFixtures(): void {
  beforeEach(() => {
    // The shared setup resets handlers after each test; these answer before the contracts' own mocks.
    server.use(...handlers);
    setMockSession("pastor@amani-friends.example");
    mock.records = [...fixtures];
    mock.created = [];
    mock.deleted = [];
    mock.exportUrls = [];
    mock.serverDown = false;
  });
}

export function renderScreen() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RecordsScreen />
    </QueryClientProvider>,
  );
  return { user };
}

export const recordsTable = () => screen.findByRole("table", { name: "Recent Records" });
