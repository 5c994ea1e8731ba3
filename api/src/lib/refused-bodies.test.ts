import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { Readable } from "node:stream";
import { BUFFERED_BODY_MAX_BYTES, buildPath, DEFAULT_MAX_BODY_BYTES } from "@church/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, buildApp } from "../app.ts";
import { createApiServer } from "../read-cache/api-server.ts";
import { getTestApp, testDriver } from "../test/test-app.ts";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `size` bytes of `byte`, made as they are read: a large body that the test never holds whole. */
function bodyOf(size: number, byte = 0x61): Readable {
  const chunk = Buffer.alloc(64 * 1024, byte);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      this.push(part);
    },
  });
}

/**
 * One request through `agent`; `body` is streamed (chunked unless `length` is given). The answer is
 * taken as soon as it comes: the server may answer before it has read the body, and then stop reading.
 */
function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Readable; length?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.length !== undefined) headers["content-length"] = String(options.length);
    const req = httpRequest(url, { agent, method: options.method ?? "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    // Writing into a connection the server closed after answering is expected; the answer counts.
    req.on("error", reject);
    if (options.body) {
      options.body.on("error", () => {});
      options.body.pipe(req);
    } else req.end();
  });
}

describe(`a refused body leaves the connection usable [${testDriver}]`, () => {
  let url = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const { deps } = await getTestApp();
    const server = createApiServer(buildApp(deps).app, []);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  // Before: the answer said keep-alive, the server then reset the socket while the agent reused it,
  // and the next request failed (socket hang up / ECONNRESET).
  it.each([
    ["a 413 on a body over its declared size", "/api/contact-messages", 8 * 1024 * 1024, true],
    ["a 413 on a chunked body over the limit", "/api/contact-messages", 8 * 1024 * 1024, false],
    ["a 401 on a large body to a staff endpoint", "/api/articles", 8 * 1024 * 1024, true],
    [
      "a 413 on a large unsigned text-message webhook",
      "/api/text-messages/twilio/inbound",
      8 * 1024 * 1024,
      false,
    ],
  ] as const)("%s", async (_, path, size, declared) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, `${url}${path}`, {
        method: "POST",
        headers: {
          "content-type": path.includes("twilio") ? "application/x-www-form-urlencoded" : "application/json",
        },
        body: bodyOf(size),
        length: declared ? size : undefined,
      });
      expect([401, 413]).toContain(refused.status);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: expect.any(String) } });
      // The same keep-alive client's next request works: the answer said the connection ends.
      const next = await send(agent, `${url}/api/ping`, {});
      expect(next.status).toBe(200);
      expect(refused.headers.connection).toBe("close");
    } finally {
      agent.destroy();
    }
  });
});

/**
 * A request written on a socket of its own: its headers, then (chunked) 64 KB chunks until the answer
 * comes or `chunkedUpTo` bytes are sent; with `declared`, a Content-Length of that many bytes and not one
 * byte of the body. Resolves with the answer's status line and headers.
 */
function rawRequest(
  port: number,
  method: string,
  path: string,
  body: { declared: number } | { chunkedUpTo: number },
): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let answered = false;
    const head = () => answer.slice(0, answer.indexOf("\r\n\r\n"));
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      answer += text;
      if (!answered && answer.includes("\r\n\r\n")) {
        answered = true;
        resolve({ status: Number(answer.split(" ")[1]), head: head().toLowerCase() });
        socket.destroy();
      }
    });
    // The server may close while chunks are still being written: only an answer that never came fails.
    socket.on("error", () => {});
    socket.on("close", () => {
      if (!answered) reject(new Error(`${method} ${path}: no answer (${answer.slice(0, 200)})`));
    });
    socket.on("connect", async () => {
      const length = "declared" in body ? `Content-Length: ${body.declared}` : "Transfer-Encoding: chunked";
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
      );
      if ("declared" in body) return;
      const chunk = Buffer.concat([
        Buffer.from("10000\r\n"),
        Buffer.alloc(0x10000, 0x20),
        Buffer.from("\r\n"),
      ]);
      for (let sent = 0; sent < body.chunkedUpTo && !answered && !socket.destroyed; sent += 0x10000) {
        if (!socket.write(chunk)) await new Promise((done) => socket.once("drain", done));
      }
    });
  });
}

describe(`every route refuses a body over its limit before reading it [${testDriver}]`, () => {
  let port = 0;
  let close: () => Promise<void> = async () => {};
  const writes: [string, string, number][] = [];

  beforeAll(async () => {
    const { deps } = await getTestApp();
    const server = createApiServer(buildApp(deps).app, []);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => new Promise((resolve) => server.close(() => resolve()));
    for (const { endpoint } of apiRoutes(deps)) {
      if (endpoint.method === "GET") continue;
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
          name,
          "00000000-0000-4000-8000-000000000000",
        ]),
      );
      writes.push([
        endpoint.method,
        buildPath(endpoint.path, params),
        endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      ]);
    }
  });
  afterAll(() => close());

  // Before: the text-message webhooks read 512 MB (the API went from 265 MB to 2.25 GB); every other
  // write was already limited, though to 1 MB.
  it("answers 413 to a declared 512 MB body, anonymous, without a byte of it sent", async () => {
    for (const [method, path] of writes) {
      const { status, head } = await rawRequest(port, method, path, { declared: 512 * 1024 * 1024 });
      expect(status, `${method} ${path}`).toBe(413);
      expect(head, `${method} ${path}`).toContain("connection: close");
    }
  });

  it("stops reading a chunked body past the limit: 413, or 401 first on an upload (counted as it streams)", async () => {
    for (const [method, path, limit] of writes) {
      const { status } = await rawRequest(port, method, path, {
        chunkedUpTo: Math.min(limit, 4 * 1024 * 1024) + 0x20000,
      });
      expect(status, `${method} ${path}`).toBe(limit > BUFFERED_BODY_MAX_BYTES ? 401 : 413);
    }
  });

  it("keeps the text-message webhooks to a small limit", () => {
    const webhooks = writes.filter(([, path]) => path.startsWith("/api/text-messages/twilio/"));
    expect(webhooks.map(([, , limit]) => limit)).toEqual([64 * 1024, 64 * 1024]);
  });
});
