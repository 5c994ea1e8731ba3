import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { allEndpoints } from "@church/contracts";

/** The contracts' event streams (live chat, published changes): none has path parameters. */
const streamPaths = new Set<string>(
  allEndpoints.filter((e) => e.produces?.includes("text/event-stream")).map((e) => e.path),
);

/**
 * Event streams never end by themselves, so a server closing for a restart would wait on them until it
 * is killed (and the public site's servers hold one on every instance, always). This keeps the open ones
 * so shutdown can cut them: their readers (EventSource, the public site's servers) reconnect, to an
 * instance that is not stopping.
 */
export function trackEventStreams(server: Server): { closeAll: () => number } {
  const open = new Set<ServerResponse>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" || !streamPaths.has((req.url ?? "").split("?")[0] ?? "")) return;
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  return {
    closeAll() {
      const count = open.size;
      for (const res of open) res.destroy();
      return count;
    },
  };
}
