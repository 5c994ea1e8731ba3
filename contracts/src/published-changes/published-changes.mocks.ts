import { mockEndpoint } from "../common/mock-endpoint.ts";
import { publishedChangesEndpoints } from "./published-changes.endpoints.ts";

/** Mock mode has no other instance and no renderer to tell: the stream opens and stays quiet. */
export const publishedChangesHandlers = [
  mockEndpoint(
    publishedChangesEndpoints.stream,
    () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(": connected\n\n"));
          },
        }),
        { headers: { "content-type": "text/event-stream", "cache-control": "no-store" } },
      ),
  ),
];
