import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createNewsletterDraftsHandlers } from "./newsletter-drafts.handlers.ts";

export function newsletterDraftsRoutes(deps: AppDeps) {
  const h = createNewsletterDraftsHandlers(deps);
  return [
    route(endpoints.newsletterDrafts.list, h.list),
    route(endpoints.newsletterDrafts.create, h.create),
    route(endpoints.newsletterDrafts.get, h.get),
    route(endpoints.newsletterDrafts.save, h.save),
    route(endpoints.newsletterDrafts.remove, h.remove),
    route(endpoints.newsletterDrafts.schedule, h.schedule),
    route(endpoints.newsletterDrafts.unschedule, h.unschedule),
    route(endpoints.newsletterDrafts.send, h.send),
  ];
}
