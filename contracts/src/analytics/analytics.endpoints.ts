import { defineEndpoint } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { analyticsExportQuerySchema, analyticsSummarySchema, trackBodySchema } from "./analytics.schema.ts";

export const analyticsEndpoints = {
  track: defineEndpoint({
    method: "POST",
    path: "/api/analytics/track",
    summary: "Record a page view or a crash report (sent only with consent); no personal data kept",
    tag: "analytics",
    access: access.public,
    changesPublished: false,
    body: trackBodySchema,
    response: okSchema,
    status: 202,
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/api/analytics",
    summary: "Visitors (today, this week, this month, total), devices and top pages",
    tag: "analytics",
    access: access.staff,
    response: analyticsSummarySchema,
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/api/analytics/export",
    summary: "Analytics as a file: csv, excel (.xlsx) or pdf",
    tag: "analytics",
    access: access.admin,
    query: analyticsExportQuerySchema,
    response: null,
    produces: [
      "text/csv",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/pdf",
    ],
  }),
};
