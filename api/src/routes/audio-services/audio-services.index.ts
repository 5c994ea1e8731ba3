import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAudioServicesHandlers } from "./audio-services.handlers.ts";

export function audioServicesRoutes(deps: AppDeps) {
  const h = createAudioServicesHandlers(deps);
  return [
    route(endpoints.audioServices.list, h.list),
    route(endpoints.audioServices.adminList, h.adminList),
    route(endpoints.audioServices.stream, h.stream),
    route(endpoints.audioServices.streamLowBitrate, h.streamLowBitrate),
    route(endpoints.audioServices.create, h.create),
    route(endpoints.audioServices.update, h.update),
    route(endpoints.audioServices.remove, h.remove),
    route(endpoints.audioServices.setStatus, h.setStatus),
  ];
}
