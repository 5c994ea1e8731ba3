import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createSystemHandlers } from "./system.handlers.ts";

export function systemRoutes(deps: AppDeps) {
  const h = createSystemHandlers(deps);
  return [
    route(endpoints.system.ping, h.ping),
    route(endpoints.system.health, h.health),
    route(endpoints.system.ready, h.ready),
    route(endpoints.system.metrics, h.metrics),
    route(endpoints.system.openapi, h.openapi),
  ];
}
