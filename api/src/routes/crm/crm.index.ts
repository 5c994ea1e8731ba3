import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createCrmExportHandler } from "./crm.export.ts";
import { createCrmHandlers } from "./crm.handlers.ts";
import { createCrmImportHandler } from "./crm.import.ts";
import { createCrmTrendsHandler } from "./crm.trends.ts";

export function crmRoutes(deps: AppDeps) {
  const h = createCrmHandlers(deps);
  return [
    route(endpoints.crm.listRecords, h.listRecords),
    route(endpoints.crm.createRecord, h.createRecord),
    route(endpoints.crm.updateRecord, h.updateRecord),
    route(endpoints.crm.deleteRecord, h.deleteRecord),
    route(endpoints.crm.dashboardStats, h.dashboardStats),
    route(endpoints.crm.weeklySummaries, h.weeklySummaries),
    route(endpoints.crm.exportRecords, createCrmExportHandler(deps)),
    route(endpoints.crm.importRecords, createCrmImportHandler(deps)),
    route(endpoints.crm.trends, createCrmTrendsHandler(deps)),
  ];
}
