import { Agent, type IncomingHttpHeaders, request } from "node:http";

/**
 * HTTP through the gateway from a chosen loopback address. All of 127.0.0.0/8 is loopback on Linux,
 * so each simulated visitor gets its own address, as real visitors have: nginx passes it on in
 * X-Forwarded-For and the API's per-address rate limits count each visitor on its own.
 */
export interface Visitor {
  /** Local (source) address of this visitor's connections. */
  address: string;
  cookies: Map<string, string>;
  agent: Agent;
}

export function visitor(address: string): Visitor {
  return { address, cookies: new Map(), agent: new Agent({ keepAlive: true, maxSockets: 4 }) };
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed JSON answer (undefined when it is not JSON). */
  json: unknown;
  /** X-Instance-Id: which API process answered. */
  instance: string | undefined;
}

export function call(
  baseUrl: string,
  who: Visitor,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Reply> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { accept: "application/json", ...extraHeaders };
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (who.cookies.size > 0) {
    headers.cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        localAddress: who.address,
        agent: who.agent,
        timeout: timeoutMs,
      },
      (res) => {
        for (const cookie of res.headers["set-cookie"] ?? []) {
          const [pair = ""] = cookie.split(";");
          const at = pair.indexOf("=");
          if (at > 0) who.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          const instance = res.headers["x-instance-id"];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json,
            instance: typeof instance === "string" ? instance : undefined,
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStream {
  /** Which API instance holds this stream. */
  instance: string | undefined;
  events: ServerEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next: (match: (event: ServerEvent) => boolean, timeoutMs: number) => Promise<ServerEvent>;
  close: () => void;
}

/** A server-sent event stream (e.g. the live chat) opened through the gateway. */
export function openEventStream(baseUrl: string, who: Visitor, path: string): Promise<EventStream> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { accept: "text/event-stream" },
        localAddress: who.address,
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${path} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        const events: ServerEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
            let event = "message";
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith("event:")) event = line.slice(6).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
            }
            if (data.length > 0) events.push({ event, data: data.join("\n") });
          }
          for (const wake of waiters) wake();
        });
        res.on("error", () => {
          // closed by close() or by the server; waiters time out
        });
        const instance = res.headers["x-instance-id"];
        resolve({
          instance: typeof instance === "string" ? instance : undefined,
          events,
          next: (match, timeoutMs) =>
            new Promise((found, fail) => {
              const check = () => {
                const hit = events.find(match);
                if (!hit) return false;
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms on ${path}`));
              }, timeoutMs);
              if (!check()) waiters.add(check);
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Repeats an idempotent request until an instance other than `not` answers it. */
export async function onAnotherInstance(not: string | undefined, send: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reply = await send();
    if (reply.instance && reply.instance !== not) return reply;
  }
  throw new Error(`20 requests were all answered by ${not}`);
}

/**
 * Waits until each viewer's stream has delivered each sent live-chat message (10 s at most each) and
 * logs those that crossed from the instance that took the post to another viewer's instance.
 */
export async function messagesSeen(
  viewers: readonly EventStream[],
  sent: readonly { id: string; instance: string | undefined }[],
  log: (line: string) => void,
): Promise<{ id: string; user: string; crossed: boolean }[]> {
  const seen: { id: string; user: string; crossed: boolean }[] = [];
  for (const viewer of viewers) {
    for (const message of sent) {
      const started = performance.now();
      const event = await viewer.next(
        (e) => e.event === "message" && (JSON.parse(e.data) as { id: string }).id === message.id,
        10_000,
      );
      const crossed = message.instance !== viewer.instance;
      if (crossed)
        log(
          `message posted via ${message.instance} reached the viewer on ${viewer.instance} (waited ${Math.round(performance.now() - started)} ms)`,
        );
      seen.push({ ...(JSON.parse(event.data) as { id: string; user: string }), crossed });
    }
  }
  return seen;
}

/** Sends `send` until each of `instances` API instances has answered it with a 200 (30 tries at most). */
export async function fromEveryInstance(
  instances: number,
  send: () => Promise<Reply>,
): Promise<Map<string, Reply>> {
  const replies = new Map<string, Reply>();
  for (let i = 0; i < 30 && replies.size < instances; i++) {
    const reply = await send();
    if (reply.status !== 200) throw new Error(`answered ${reply.status}: ${reply.text}`);
    if (reply.instance) replies.set(reply.instance, reply);
  }
  if (replies.size !== instances) throw new Error(`only ${[...replies.keys()].join(", ")} answered`);
  return replies;
}
