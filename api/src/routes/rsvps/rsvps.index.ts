import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createRsvpsBulkHandler } from "./rsvps.bulk.ts";
import { createRsvpCancelHandlers } from "./rsvps.cancel.ts";
import { createRsvpsExportHandler } from "./rsvps.export.ts";
import { createRsvpsHandlers } from "./rsvps.handlers.ts";

export function rsvpsRoutes(deps: AppDeps) {
  const h = createRsvpsHandlers(deps);
  const cancel = createRsvpCancelHandlers(deps);
  return [
    route(endpoints.rsvps.create, h.create),
    route(endpoints.rsvps.cancelPage, cancel.cancelPage),
    route(endpoints.rsvps.cancelByLink, cancel.cancelByLink),
    route(endpoints.rsvps.listForEvent, h.listForEvent),
    route(endpoints.rsvps.exportCsv, createRsvpsExportHandler(deps)),
    route(endpoints.rsvps.bulk, createRsvpsBulkHandler(deps)),
    route(endpoints.rsvps.updateStatus, h.updateStatus),
    route(endpoints.rsvps.remove, h.remove),
  ];
}
