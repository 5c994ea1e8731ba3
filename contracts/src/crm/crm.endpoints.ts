import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  churchRecordInputSchema,
  dashboardStatsSchema,
  exportQuerySchema,
  exportReportSchema,
  IMPORT_MAX_CHARS,
  importRecordsBodySchema,
  importRecordsResponseSchema,
  recordResponseSchema,
  recordsListResponseSchema,
  recordsRangeQuerySchema,
  trendsQuerySchema,
  trendsSchema,
  weeklySummariesQuerySchema,
  weeklySummarySchema,
} from "./crm.schema.ts";

export const crmEndpoints = {
  listRecords: defineEndpoint({
    method: "GET",
    path: "/api/crm/records",
    summary: "Church records, newest first; `from`/`to` (both included) keep those of a date range",
    tag: "crm",
    access: access.pastoral,
    query: recordsRangeQuerySchema,
    response: recordsListResponseSchema,
  }),
  createRecord: defineEndpoint({
    method: "POST",
    path: "/api/crm/records",
    summary: "Add a service record",
    tag: "crm",
    access: access.pastoral,
    body: churchRecordInputSchema,
    response: recordResponseSchema,
    status: 201,
  }),
  updateRecord: defineEndpoint({
    method: "PUT",
    path: "/api/crm/records/:id",
    summary: "Edit a service record",
    tag: "crm",
    access: access.pastoral,
    params: idParams,
    body: churchRecordInputSchema,
    response: recordResponseSchema,
  }),
  deleteRecord: defineEndpoint({
    method: "DELETE",
    path: "/api/crm/records/:id",
    summary: "Delete a service record",
    tag: "crm",
    access: access.pastoral,
    params: idParams,
    response: okSchema,
  }),
  dashboardStats: defineEndpoint({
    method: "GET",
    path: "/api/crm/dashboard-stats",
    summary: "This month, this year, last 4 weeks (weeks in America/New_York)",
    tag: "crm",
    access: access.pastoral,
    response: dashboardStatsSchema,
  }),
  weeklySummaries: defineEndpoint({
    method: "GET",
    path: "/api/crm/summaries/weekly",
    summary: "Totals per week (Sunday to Saturday), newest first; 12 weeks unless `weeks` says otherwise",
    tag: "crm",
    access: access.pastoral,
    query: weeklySummariesQuerySchema,
    response: z.array(weeklySummarySchema),
  }),
  exportRecords: defineEndpoint({
    method: "GET",
    path: "/api/crm/export",
    summary:
      "Report of a date range (`from`/`to`, both included) as JSON (default), CSV (church-records-{date}.csv) or PDF: records, closed batches and online gifts, the same totals in each",
    tag: "crm",
    access: access.pastoral,
    query: exportQuerySchema,
    response: exportReportSchema,
    produces: ["application/json", "text/csv", "application/pdf"],
  }),
  importRecords: defineEndpoint({
    method: "POST",
    path: "/api/crm/import",
    summary:
      "Import records from CSV (Date, Attendance, Tithes, Offerings, Notes). `dryRun` previews; otherwise all rows are written in one transaction, or none when any row has an issue (400 naming rows.<row>.<field>)",
    tag: "crm",
    access: access.pastoral,
    body: importRecordsBodySchema,
    response: importRecordsResponseSchema,
    // The CSV as a JSON string: up to 3 bytes per character in UTF-8, plus escapes.
    maxBodyBytes: 4 * IMPORT_MAX_CHARS,
  }),
  trends: defineEndpoint({
    method: "GET",
    path: "/api/crm/trends",
    summary:
      "Weekly attendance and giving up to this week beside the same weeks last year, and this year so far against the same days last year (weeks in America/New_York)",
    tag: "crm",
    access: access.pastoral,
    query: trendsQuerySchema,
    response: trendsSchema,
  }),
};
