import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";

export const publishedChangesEndpoints = {
  stream: defineEndpoint({
    method: "GET",
    path: "/api/published-changes",
    summary:
      "Server-sent events: `changed` whenever what public pages show may have changed (any write the read cache hears of, on any API instance), and once more READ_CACHE_MS after the last change (reads other instances kept from before it have expired by then), for the public site's own servers to drop their rendered pages; a comment every 25 s otherwise. 503 on an instance without a read cache (READ_CACHE_MS=0). Carries no data; the gateway and the Ingress do not route it (decision 012)",
    tag: "published-changes",
    access: access.public,
    response: null,
    produces: ["text/event-stream"],
  }),
};
