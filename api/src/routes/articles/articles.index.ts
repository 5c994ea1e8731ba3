import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createArticlesHandlers } from "./articles.handlers.ts";

export function articlesRoutes(deps: AppDeps) {
  const h = createArticlesHandlers(deps);
  return [
    route(endpoints.articles.list, h.list),
    route(endpoints.articles.adminList, h.adminList),
    route(endpoints.articles.bySlug, h.bySlug),
    route(endpoints.articles.create, h.create),
    route(endpoints.articles.update, h.update),
    route(endpoints.articles.remove, h.remove),
    route(endpoints.articles.setStatus, h.setStatus),
  ];
}
