import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createUsersHandlers } from "./users.handlers.ts";

export function usersRoutes(deps: AppDeps) {
  const h = createUsersHandlers(deps);
  return [
    route(endpoints.users.list, h.list),
    route(endpoints.users.create, h.create),
    route(endpoints.users.update, h.update),
    route(endpoints.users.invite, h.invite),
    route(endpoints.users.pause, h.pause),
    route(endpoints.users.activate, h.activate),
    route(endpoints.users.remove, h.remove),
  ];
}
