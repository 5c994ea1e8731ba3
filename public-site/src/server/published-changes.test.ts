// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { server as mockApi } from "../testing/setup-tests.ts";
import { type Follower, followPublishedChanges } from "./published-changes.ts";

/**
 * The follower against a real HTTP server speaking the stream's protocol (as the API does, see
 * api/src/routes/published-changes/), which the test can make answer, fall silent, fail or go away.
 * The follower against the API itself runs in infra/scale-out.
 */
interface Peer {
  url: string;
  /** Connection attempts, with the time each arrived. */
  attempts: number[];
  open: Set<ServerResponse>;
  answer: "stream" | "unavailable";
  /** Sends `changed` on every open stream. */
  change(): void;
  /** Cuts every open stream. */
  cut(): void;
  close(): Promise<void>;
}

async function startPeer(port = 0): Promise<Peer> {
  const open = new Set<ServerResponse>();
  const peer: Partial<Peer> & { server?: Server } = { attempts: [], open, answer: "stream" };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    peer.attempts?.push(Date.now());
    if (req.url !== "/api/published-changes" || peer.answer === "unavailable") {
      res.writeHead(503, { "content-type": "application/json" }).end('{"error":{}}');
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "x-instance-id": "api-test" });
    res.write(": connected\n\n");
    open.add(res);
    res.on("close", () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `http://127.0.0.1:${address.port}/api/published-changes`,
    change() {
      for (const res of open) res.write(`event: changed\ndata: ${new Date().toISOString()}\n\n`);
    },
    cut() {
      for (const res of open) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  }) as Peer;
}

const portOf = (url: string) => Number(new URL(url).port);

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("following the API's stream of published changes", () => {
  // The contracts' mocks intercept requests in the other tests; these talk to a real server.
  beforeAll(() => mockApi.close());

  let follower: Follower | undefined;
  const peers: Peer[] = [];
  afterEach(async () => {
    follower?.stop();
    await Promise.all(peers.splice(0).map((peer) => peer.close()));
  });

  const follow = (url: string, more: Partial<Parameters<typeof followPublishedChanges>[0]> = {}) => {
    const drops: number[] = [];
    const logs: string[] = [];
    follower = followPublishedChanges({
      url,
      invalidate: () => drops.push(Date.now()),
      keepWhileDisconnectedMs: 60_000,
      firstRetryMs: 50,
      maxRetryMs: 400,
      log: (level, message, fields) => logs.push(`${level} ${message} ${JSON.stringify(fields)}`),
      ...more,
    });
    return { drops, logs };
  };

  it("drops the pages when the stream opens, and on every change", async () => {
    const peer = await startPeer();
    peers.push(peer);
    const { drops, logs } = follow(peer.url);
    await until(() => follower?.following() === true, "the stream to open");
    // Changes may have been missed before it opened.
    expect(drops).toHaveLength(1);
    expect(logs.join("\n")).toContain('"apiInstance":"api-test"');
    peer.change();
    await until(() => drops.length === 2, "the change");
    peer.change();
    peer.change();
    await until(() => drops.length === 4, "two more changes");
    // Comments (the API's keep-alive) are no change.
    for (const res of peer.open) res.write(": keep-alive\n\n");
    await sleep(100);
    expect(drops).toHaveLength(4);
    expect(follower?.following()).toBe(true);
  });

  it("keeps pages only briefly while the API cannot be reached, retries with growing waits, and drops them when back", async () => {
    const peer = await startPeer();
    const url = peer.url;
    await peer.close();
    const { drops, logs } = follow(url, { keepWhileDisconnectedMs: 100 });
    await sleep(900);
    expect(follower?.following()).toBe(false);
    // Pages are dropped every 100 ms meanwhile (never kept for the full page-cache time).
    expect(drops.length).toBeGreaterThanOrEqual(6);
    const waits = logs
      .filter((line) => line.includes("not following"))
      .map((line) => Number(/"retryInMs":(\d+)/.exec(line)?.[1]));
    expect(waits.length).toBeGreaterThanOrEqual(3);
    // 50, 100, 200, 400 ms (each jittered down by at most half), then no more than the maximum.
    expect(waits[2]).toBeGreaterThanOrEqual(100);
    expect(Math.max(...waits)).toBeLessThanOrEqual(400);
    expect(logs.join("\n")).toContain("ECONNREFUSED");

    const back = await startPeer(portOf(url));
    peers.push(back);
    await until(() => follower?.following() === true, "the stream to reopen", 3000);
    const dropsWhenBack = drops.length;
    await sleep(300);
    // Following again: no more periodic drops.
    expect(drops.length).toBe(dropsWhenBack);
    back.change();
    await until(() => drops.length === dropsWhenBack + 1, "a change after reconnecting");
  });

  it("reconnects when the stream is cut, and counts an API without a stream (503) as not followed", async () => {
    const peer = await startPeer();
    peers.push(peer);
    const { drops, logs } = follow(peer.url, { keepWhileDisconnectedMs: 100 });
    await until(() => peer.open.size === 1, "the first stream");
    peer.answer = "unavailable";
    peer.cut();
    await until(() => logs.some((line) => line.includes("answered 503")), "a 503 answer");
    expect(follower?.following()).toBe(false);
    const dropped = drops.length;
    await sleep(250);
    expect(drops.length).toBeGreaterThan(dropped);
    peer.answer = "stream";
    await until(() => follower?.following() === true && peer.open.size === 1, "the stream again", 3000);
    expect(logs.filter((line) => line.startsWith("info following published changes"))).toHaveLength(2);
  });

  it("gives up on a stream that falls silent and opens a new one", async () => {
    const peer = await startPeer();
    peers.push(peer);
    const { logs } = follow(peer.url, { silenceMs: 200 });
    await until(() => peer.attempts.length === 1 && follower?.following() === true, "the first stream");
    // The server keeps the connection but sends nothing (no keep-alive comment either).
    await until(() => peer.attempts.length >= 2, "a second attempt", 3000);
    expect(logs.join("\n")).toContain("silent for 200 ms");
  });

  it("stops for good: no more attempts, no more drops", async () => {
    const peer = await startPeer();
    peers.push(peer);
    const { drops } = follow(peer.url, { keepWhileDisconnectedMs: 50 });
    await until(() => peer.open.size === 1, "the stream");
    follower?.stop();
    await until(() => peer.open.size === 0, "the stream to close");
    const attempts = peer.attempts.length;
    const dropped = drops.length;
    await sleep(300);
    expect(peer.attempts.length).toBe(attempts);
    expect(drops.length).toBe(dropped);
  });
});
