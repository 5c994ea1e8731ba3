import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createOfferingsHandlers } from "./offerings.handlers.ts";
import { createGivingReportHandler } from "./offerings.report.ts";

export function offeringsRoutes(deps: AppDeps) {
  const h = createOfferingsHandlers(deps);
  return [
    route(endpoints.offerings.listBatches, h.listBatches),
    route(endpoints.offerings.openBatch, h.openBatch),
    route(endpoints.offerings.getBatch, h.getBatch),
    route(endpoints.offerings.setCount, h.setCount),
    route(endpoints.offerings.closeBatch, h.closeBatch),
    route(endpoints.offerings.addEntry, h.addEntry),
    route(endpoints.offerings.updateEntry, h.updateEntry),
    route(endpoints.offerings.deleteEntry, h.deleteEntry),
    route(endpoints.offerings.givingReport, createGivingReportHandler(deps)),
  ];
}
