import type { AddressInfo } from "node:net";
import { endpoints } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { createApiServer } from "../read-cache/api-server.ts";
import { withEnv } from "../test/second-instance.ts";
import { getTestApp, testDriver } from "../test/test-app.ts";
import { trackEventStreams } from "./event-streams.ts";

describe(`event streams at shutdown [${testDriver}]`, () => {
  it("are cut when the server closes, so it stops at once instead of waiting on them", async () => {
    const first = await getTestApp();
    const { app, readCache } = withEnv(first, { ...first.deps.env, READ_CACHE_MS: 60_000 });
    await readCache?.ready;
    const server = createApiServer(app, readCache ? [readCache.answer] : []);
    const streams = trackEventStreams(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const readers = await Promise.all(
        [endpoints.publishedChanges.stream.path, endpoints.liveChat.stream.path].map(async (path) => {
          const response = await fetch(`${origin}${path}`);
          expect(response.status, path).toBe(200);
          const reader = (response.body as ReadableStream<Uint8Array>).getReader();
          await reader.read(); // its first comment: the stream is open
          return reader;
        }),
      );
      // A plain request on its own keep-alive connection does not count.
      expect((await fetch(`${origin}${endpoints.system.ping.path}`)).status).toBe(200);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      expect(streams.closeAll()).toBe(2);
      for (const reader of readers) {
        const end = await reader.read().then(
          (result) => (result.done ? "ended" : "more"),
          () => "cut",
        );
        expect(end).not.toBe("more");
      }
      const started = Date.now();
      await closed;
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
