import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createPodcastHandlers } from "./podcast.handlers.ts";

export function podcastRoutes(deps: AppDeps) {
  const h = createPodcastHandlers(deps);
  return [route(endpoints.podcast.feed, h.feed), route(endpoints.podcast.feedSw, h.feedSw)];
}
