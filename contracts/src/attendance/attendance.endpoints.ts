import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import {
  attendanceChangesQuerySchema,
  attendanceChangesSchema,
  attendanceMarkParams,
  attendanceMarkResponseSchema,
  byNameReportQuerySchema,
  byNameReportSchema,
  newcomerInputSchema,
  newcomerResponseSchema,
  retentionReportQuerySchema,
  retentionReportSchema,
  serviceAttendanceSchema,
  serviceParams,
} from "./attendance.schema.ts";

/**
 * Attendance by name. Taking it (the list, the taps, a newcomer) is `access.attendance`: the pastor,
 * administrators and ushers; the reports are the pastor's (`access.pastoral`).
 */
export const attendanceEndpoints = {
  byNameReport: defineEndpoint({
    method: "GET",
    path: "/api/crm/attendance/reports/by-name",
    summary:
      "Per service date of the last `weeks` weeks: counted by name and the church record's head count; JSON, CSV or PDF",
    tag: "attendance",
    access: access.pastoral,
    query: byNameReportQuerySchema,
    response: byNameReportSchema,
    produces: ["application/json", "text/csv", "application/pdf"],
  }),
  retentionReport: defineEndpoint({
    method: "GET",
    path: "/api/crm/attendance/reports/retention",
    summary:
      "Per month: people first seen, and how many came back 2+ and 4+ times within 8 weeks; JSON, CSV or PDF",
    tag: "attendance",
    access: access.pastoral,
    query: retentionReportQuerySchema,
    response: retentionReportSchema,
    produces: ["application/json", "text/csv", "application/pdf"],
  }),
  service: defineEndpoint({
    method: "GET",
    path: "/api/crm/attendance/:date",
    summary:
      "The list for a service (names and households only, the most regular first) with who is marked present",
    tag: "attendance",
    access: access.attendance,
    params: serviceParams,
    response: serviceAttendanceSchema,
  }),
  changes: defineEndpoint({
    method: "GET",
    path: "/api/crm/attendance/:date/changes",
    summary: "Marks and undos of a service since a cursor, and the count: what other ushers tapped",
    tag: "attendance",
    access: access.attendance,
    params: serviceParams,
    query: attendanceChangesQuerySchema,
    response: attendanceChangesSchema,
  }),
  mark: defineEndpoint({
    method: "PUT",
    path: "/api/crm/attendance/:date/people/:personId",
    summary: "Mark a person present at a service (idempotent: once however often it is sent)",
    tag: "attendance",
    access: access.attendance,
    params: attendanceMarkParams,
    response: attendanceMarkResponseSchema,
  }),
  unmark: defineEndpoint({
    method: "DELETE",
    path: "/api/crm/attendance/:date/people/:personId",
    summary: "Undo a mark (idempotent)",
    tag: "attendance",
    access: access.attendance,
    params: attendanceMarkParams,
    response: attendanceMarkResponseSchema,
  }),
  addNewcomer: defineEndpoint({
    method: "POST",
    path: "/api/crm/attendance/:date/newcomers",
    summary:
      "Add a newcomer as a visitor (a name, perhaps a phone) and mark them present; sent again with the same id, it adds no one",
    tag: "attendance",
    access: access.attendance,
    params: serviceParams,
    body: newcomerInputSchema,
    response: newcomerResponseSchema,
    status: 201,
  }),
};
