import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createSubscribersBulkHandler } from "./newsletter.bulk.ts";
import { createNewsletterHandlers } from "./newsletter.handlers.ts";

export function newsletterRoutes(deps: AppDeps) {
  const h = createNewsletterHandlers(deps);
  return [
    route(endpoints.newsletter.subscribe, h.subscribe),
    route(endpoints.newsletter.confirm, h.confirm),
    route(endpoints.newsletter.unsubscribePage, h.unsubscribePage),
    route(endpoints.newsletter.oneClickUnsubscribe, h.oneClickUnsubscribe),
    route(endpoints.newsletter.unsubscribe, h.unsubscribe),
    route(endpoints.newsletter.listSubscribers, h.listSubscribers),
    route(endpoints.newsletter.bulkSubscribers, createSubscribersBulkHandler(deps)),
  ];
}
