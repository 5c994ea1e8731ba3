import {
  type LiveChatMessage,
  liveChatLimits,
  liveChatListResponseSchema,
  liveChatMessageResponseSchema,
  liveChatMessageSchema,
  liveChatRemovedEventSchema,
  liveChatMessages as texts,
} from "@church/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Bootstrapped } from "../../bootstrap.ts";
import { secondInstance } from "../../test/second-instance.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { liveChatRateLimit } from "./live-chat.handlers.ts";

interface SseEvent {
  event: string;
  data: string;
}

/** An EventSource-like reader over an app's /api/live-chat/stream response. */
async function openStream(app: Bootstrapped["app"], query = "") {
  const controller = new AbortController();
  const response = await app.request(`/api/live-chat/stream${query}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let connected = false;
  const events: SseEvent[] = [];
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      connected = true;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split("\n").filter((l) => !l.startsWith(":"));
        const event =
          lines
            .find((l) => l.startsWith("event:"))
            ?.slice(6)
            .trim() ?? "message";
        const data = lines
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (lines.length > 0) events.push({ event, data });
        end = buffer.indexOf("\n\n");
      }
    }
  };
  const pumping = pump().catch(() => {
    // closed by the test
  });
  // The stream is subscribed once its first comment arrives.
  await waitFor(() => connected, 5000);
  return {
    events,
    async next(event: string, test: (data: unknown) => boolean = () => true, timeoutMs = 5000) {
      let found: unknown;
      await waitFor(() => {
        const hit = events.find((e) => e.event === event && test(JSON.parse(e.data)));
        if (hit) found = JSON.parse(hit.data);
        return hit !== undefined;
      }, timeoutMs);
      return found;
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await pumping;
    },
  };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting for a server-sent event");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const post = (body: unknown, cookie?: string) =>
  call("POST", "/api/live-chat/messages", { body, ...(cookie ? { cookie } : {}) });

describe(`live-stream chat [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("live_chat_messages", "rate_limit_buckets"));

  it("stores a viewer's trimmed message and lists recent messages oldest first", async () => {
    const first = await post({ user: "  Mary K. ", message: "  Blessings from Rochester!  " });
    expect(first.status).toBe(201);
    const { message } = liveChatMessageResponseSchema.parse(first.body);
    expect(message).toMatchObject({ user: "Mary K.", message: "Blessings from Rochester!", isAdmin: false });
    await post({ user: "Baraka", message: "Amina!" });
    const list = liveChatListResponseSchema.parse((await call("GET", "/api/live-chat/messages")).body);
    expect(list.messages.map((m) => m.message)).toEqual(["Blessings from Rochester!", "Amina!"]);
    const since = liveChatListResponseSchema.parse(
      (await call("GET", `/api/live-chat/messages?since=${encodeURIComponent(message.time)}`)).body,
    );
    expect(since.messages.map((m) => m.message)).toEqual(["Amina!"]);
  });

  it("refuses empty, missing and too long fields with 400 naming the field, storing nothing", async () => {
    const empty = await post({ user: "Mary", message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { message: texts.empty } } });
    const noName = await post({ message: "Hello" });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ error: { fields: { user: expect.any(String) } } });
    const long = await post({ user: "Mary", message: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(Object.keys((long.body as { error: { fields: object } }).error.fields)).toEqual(["message"]);
    const wrongType = await post({ user: 42, message: ["x"] });
    expect(wrongType.status).toBe(400);
    const list = liveChatListResponseSchema.parse((await call("GET", "/api/live-chat/messages")).body);
    expect(list.messages).toEqual([]);
  });

  it("limits how fast one address may post (429 with the spec's text)", async () => {
    for (let i = 0; i < liveChatRateLimit.limit; i++)
      expect((await post({ user: "Mary", message: `m${i}` })).status).toBe(201);
    const limited = await post({ user: "Mary", message: "one more" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { message: texts.rateLimited } });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("delivers a posted message to every open stream, and a staff removal too", async () => {
    const { app } = await getTestApp();
    const a = await openStream(app);
    const b = await openStream(app);
    try {
      const { message } = liveChatMessageResponseSchema.parse(
        (await post({ user: "Baraka", message: "Tunamshukuru Mungu!" })).body,
      );
      for (const client of [a, b]) {
        const received = liveChatMessageSchema.parse(
          await client.next("message", (d) => (d as LiveChatMessage).id === message.id),
        );
        expect(received).toEqual(message);
      }
      const staff = await call("POST", "/api/live-chat/admin-messages", {
        cookie: editor,
        body: { message: "Karibu!" },
      });
      expect(staff.status).toBe(201);
      const staffMessage = liveChatMessageResponseSchema.parse(staff.body).message;
      expect(staffMessage.isAdmin).toBe(true);
      expect(staffMessage.user).not.toBe("");
      expect(await a.next("message", (d) => (d as LiveChatMessage).id === staffMessage.id)).toMatchObject({
        isAdmin: true,
        message: "Karibu!",
      });

      const removed = await call("DELETE", `/api/live-chat/messages/${message.id}`, { cookie: editor });
      expect(removed.status).toBe(200);
      for (const client of [a, b]) {
        expect(liveChatRemovedEventSchema.parse(await client.next("removed"))).toEqual({ id: message.id });
      }
      const list = liveChatListResponseSchema.parse((await call("GET", "/api/live-chat/messages")).body);
      expect(list.messages.map((m) => m.id)).toEqual([staffMessage.id]);
      expect((await call("DELETE", `/api/live-chat/messages/${message.id}`, { cookie: editor })).status).toBe(
        404,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("replays messages after `since` when a stream opens", async () => {
    const { app } = await getTestApp();
    const before = liveChatMessageResponseSchema.parse(
      (await post({ user: "Mary", message: "first" })).body,
    ).message;
    const after = liveChatMessageResponseSchema.parse(
      (await post({ user: "Mary", message: "second" })).body,
    ).message;
    const stream = await openStream(app, `?since=${encodeURIComponent(before.time)}`);
    try {
      expect(await stream.next("message")).toEqual(after);
      expect(stream.events.filter((e) => e.event === "message")).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it("lets only staff post as the church or remove messages", async () => {
    expect((await call("POST", "/api/live-chat/admin-messages", { body: { message: "Hi" } })).status).toBe(
      401,
    );
    const { message } = liveChatMessageResponseSchema.parse(
      (await post({ user: "Mary", message: "Hi" })).body,
    );
    expect((await call("DELETE", `/api/live-chat/messages/${message.id}`)).status).toBe(401);
  });
});

describe(`live-stream chat across two API instances [${testDriver}]`, () => {
  let second: Bootstrapped | undefined;
  afterAll(async () => {
    if (testDriver === "postgres") await second?.database.close();
  });

  it("a message posted on one instance reaches a stream open on the other", async () => {
    await truncate("live_chat_messages", "rate_limit_buckets");
    const first = await getTestApp();
    second = await secondInstance(first);
    expect(second.app).not.toBe(first.app);
    if (testDriver === "postgres") expect(second.deps.db).not.toBe(first.deps.db);

    const onSecond = await openStream(second.app);
    const onFirst = await openStream(first.app);
    try {
      const { message } = liveChatMessageResponseSchema.parse(
        (await post({ user: "Mary K.", message: "From instance one" })).body,
      );
      expect(await onSecond.next("message", (d) => (d as LiveChatMessage).id === message.id)).toEqual(
        message,
      );
      // The instance it was posted on hears it once, through the same channel.
      await onFirst.next("message", (d) => (d as LiveChatMessage).id === message.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onFirst.events.filter((e) => e.event === "message")).toHaveLength(1);

      const staff = await signIn("content_editor");
      const removed = await second.app.request(`/api/live-chat/messages/${message.id}`, {
        method: "DELETE",
        headers: { cookie: staff },
      });
      expect(removed.status).toBe(200);
      expect(await onFirst.next("removed")).toEqual({ id: message.id });
    } finally {
      await onSecond.close();
      await onFirst.close();
    }
  });
});

describe(`live-stream chat streams per address [${testDriver}]`, () => {
  /** A stream opened from `address` (the server's peer), held until `close`. */
  async function openFrom(app: Bootstrapped["app"], address: string) {
    const controller = new AbortController();
    const response = await app.request(
      "/api/live-chat/stream",
      { signal: controller.signal },
      { incoming: { socket: { remoteAddress: address } } },
    );
    return {
      response,
      async close() {
        controller.abort();
        await response.body?.cancel().catch(() => undefined);
      },
    };
  }

  it("refuses a stream past the cap of one address (one /64) with 429, and frees the place when one closes", async () => {
    const { app } = await getTestApp();
    const max = liveChatLimits.streamsPerAddress;
    const held: Awaited<ReturnType<typeof openFrom>>[] = [];
    try {
      for (let i = 1; i <= max; i++) {
        const stream = await openFrom(app, `2001:db8:1:2::${i.toString(16)}`);
        held.push(stream);
        expect(stream.response.status).toBe(200);
      }
      // Another address of the same /64: refused, in the one error shape, saying when to try again.
      const refused = await openFrom(app, "2001:db8:1:2:ffff::9");
      expect(refused.response.status).toBe(429);
      expect(await refused.response.json()).toEqual({
        error: { code: "rate_limited", message: texts.tooManyStreams },
      });
      expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
      // Other addresses are not touched.
      const elsewhere = await openFrom(app, "2001:db8:1:3::1");
      expect(elsewhere.response.status).toBe(200);
      held.push(elsewhere);
      const ipv4 = await openFrom(app, "203.0.113.7");
      expect(ipv4.response.status).toBe(200);
      held.push(ipv4);

      // Closing a stream gives its place back.
      await held.shift()?.close();
      let again: Awaited<ReturnType<typeof openFrom>> | undefined;
      const start = Date.now();
      while (Date.now() - start < 5000) {
        again = await openFrom(app, "2001:db8:1:2:ffff::9");
        if (again.response.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(again?.response.status).toBe(200);
      if (again) held.push(again);
    } finally {
      await Promise.all(held.map((stream) => stream.close()));
    }
  });
});
