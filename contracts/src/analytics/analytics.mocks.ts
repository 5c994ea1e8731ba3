import { HttpResponse } from "msw";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { createMockValue } from "../common/mock-store.ts";
import { analyticsEndpoints } from "./analytics.endpoints.ts";
import { type AnalyticsSummary, analyticsExportExtension } from "./analytics.schema.ts";

export const analyticsFixtures: AnalyticsSummary = {
  visitors: { today: 18, thisWeek: 132, thisMonth: 486, total: 5210 },
  devices: { desktop: 2140, mobile: 2810, tablet: 260 },
  topPages: [
    { page: "/", views: 1960 },
    { page: "/events", views: 742 },
    { page: "/live-stream", views: 615 },
    { page: "/give", views: 388 },
    { page: "/about/pastor", views: 251 },
  ],
};

const summary = createMockValue(() => analyticsFixtures);

const exportTypes = {
  csv: "text/csv; charset=utf-8",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

export const analyticsHandlers = [
  mockEndpoint(analyticsEndpoints.track, ({ body }) => {
    if (body.type === "pageview") {
      const current = summary.get();
      const pages = current.topPages.some((p) => p.page === body.page)
        ? current.topPages.map((p) => (p.page === body.page ? { ...p, views: p.views + 1 } : p))
        : [...current.topPages, { page: body.page, views: 1 }];
      summary.set({ ...current, topPages: pages.sort((a, b) => b.views - a.views) });
    }
    return { success: true as const };
  }),
  mockEndpoint(analyticsEndpoints.summary, () => summary.get()),
  mockEndpoint(analyticsEndpoints.export, ({ query }) => {
    const rows = summary.get().topPages.map((p) => `${p.page},${p.views}`);
    return new HttpResponse(["Page,Views", ...rows].join("\n"), {
      headers: {
        "content-type": exportTypes[query.format],
        "content-disposition": `attachment; filename="analytics.${analyticsExportExtension[query.format]}"`,
      },
    });
  }),
];
