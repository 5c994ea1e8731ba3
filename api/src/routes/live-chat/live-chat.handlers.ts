import {
  type endpoints,
  type LiveChatMessage,
  liveChatLimits,
  liveChatStreamEvents,
  liveChatMessages as texts,
} from "@church/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { liveChatMessages } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { clientAddress, enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { realtimeBusFor } from "../../services/realtime/realtime-bus.ts";
import { isBlocked, senderKeyOf } from "./live-chat.model.ts";
import { createModerationHandlers } from "./live-chat.moderation.ts";
import { createStreamCounter } from "./live-chat.streams.ts";

/** LISTEN/NOTIFY channel of the live chat (one per database). */
export const liveChatChannel = "live_chat";

/** Per viewer address: a lively conversation, not a flood. */
export const liveChatRateLimit = {
  name: "live-chat",
  limit: 6,
  windowSeconds: 30,
  message: texts.rateLimited,
} as const;

/** Seconds between keep-alive comments, so proxies do not close an idle stream. */
const keepAliveMs = 25_000;

type Row = typeof liveChatMessages.$inferSelect;
const toMessage = (row: Row): LiveChatMessage => ({
  id: row.id,
  user: row.userName,
  message: row.message,
  time: row.createdAt.toISOString(),
  isAdmin: row.isAdmin,
});

/** What travels between instances. */
type ChatEvent = { type: "message"; message: LiveChatMessage } | { type: "removed"; id: string };

export function createLiveChatHandlers(deps: AppDeps) {
  const { db, logger, env } = deps;
  const bus = realtimeBusFor(db, logger);
  const publish = (event: ChatEvent) => bus.publish(liveChatChannel, JSON.stringify(event));

  const visible = isNull(liveChatMessages.removedAt);
  const openStreams = createStreamCounter(liveChatLimits.streamsPerAddress);

  const recent = async (since: string | undefined): Promise<LiveChatMessage[]> => {
    const rows = await db
      .select()
      .from(liveChatMessages)
      // Times go out in milliseconds; PostgreSQL keeps microseconds, so compare at the precision sent.
      .where(
        since
          ? and(
              visible,
              sql`date_trunc('milliseconds', ${liveChatMessages.createdAt}) > ${new Date(since).toISOString()}::timestamptz`,
            )
          : visible,
      )
      .orderBy(desc(liveChatMessages.createdAt))
      .limit(liveChatLimits.listSize);
    return rows.reverse().map(toMessage);
  };

  const insert = async (values: typeof liveChatMessages.$inferInsert) => {
    const [row] = await db.insert(liveChatMessages).values(values).returning();
    if (!row) throw new Error("live chat message not stored");
    const message = toMessage(row);
    await publish({ type: "message", message });
    return { message };
  };

  const list: Handler<typeof endpoints.liveChat.list> = async ({ query }) => ({
    messages: await recent(query.since),
  });

  const stream: Handler<typeof endpoints.liveChat.stream> = ({ c, query }) => {
    // Each open stream holds a socket and a subscription: one address may not hold them by the hundred.
    const release = openStreams.take(clientAddress(c));
    if (!release) {
      c.header("retry-after", "60");
      throw new HttpError("rate_limited", texts.tooManyStreams);
    }
    c.header("cache-control", "no-store");
    // Tells nginx-style proxies not to buffer the stream.
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (sse) => {
      try {
        await follow(sse, query.since);
      } finally {
        release();
      }
    });
  };

  /** Sends the chat's events to one open stream until the viewer leaves. */
  const follow = async (sse: SSEStreamingApi, since: string | undefined) => {
    let closed = false;
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = await bus.subscribe(liveChatChannel, (payload) => {
      queue.push(payload);
      wake?.();
    });
    const done = new Promise<void>((resolve) => {
      sse.onAbort(() => {
        closed = true;
        resolve();
        wake?.();
      });
    });
    const keepAlive = setInterval(() => {
      sse.write(": keep-alive\n\n").catch(() => {
        // the abort handler ends the stream
      });
    }, keepAliveMs);
    try {
      await sse.write(": connected\n\n");
      // Subscribed first, then the replay: a message posted in between is not lost, and one that
      // comes both ways is sent once.
      const replayed = new Set<string>();
      if (since) {
        for (const message of await recent(since)) {
          replayed.add(message.id);
          await sse.writeSSE({
            event: liveChatStreamEvents.message,
            id: message.id,
            data: JSON.stringify(message),
          });
        }
      }
      while (!closed) {
        const payload = queue.shift();
        if (payload === undefined) {
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), done]);
          wake = undefined;
          continue;
        }
        const event = JSON.parse(payload) as ChatEvent;
        if (event.type === "message") {
          if (replayed.has(event.message.id)) continue;
          await sse.writeSSE({
            event: liveChatStreamEvents.message,
            id: event.message.id,
            data: JSON.stringify(event.message),
          });
        } else {
          await sse.writeSSE({
            event: liveChatStreamEvents.removed,
            data: JSON.stringify({ id: event.id }),
          });
        }
      }
    } finally {
      clearInterval(keepAlive);
      unsubscribe();
    }
  };

  const post: Handler<typeof endpoints.liveChat.post> = async ({ c, body }) => {
    await enforceRateLimit(c, db, liveChatRateLimit);
    const senderKey = senderKeyOf(env, c);
    if (await isBlocked(db, body.user, senderKey)) throw forbidden(texts.blocked);
    return insert({ userName: body.user, message: body.message, isAdmin: false, senderKey });
  };

  const postAsAdmin: Handler<typeof endpoints.liveChat.postAsAdmin> = async ({ body, user }) =>
    insert({ userName: user.name || texts.adminName, message: body.message, isAdmin: true, userId: user.id });

  /** Hides a message for everyone: the row stays for moderation, viewers' pages drop it at once. */
  const hide = async (messageId: string, userId: string): Promise<boolean> => {
    const [row] = await db
      .update(liveChatMessages)
      .set({ removedAt: new Date(), removedBy: userId })
      .where(and(eq(liveChatMessages.id, messageId), visible))
      .returning({ id: liveChatMessages.id });
    if (!row) return false;
    await publish({ type: "removed", id: row.id });
    return true;
  };

  const remove: Handler<typeof endpoints.liveChat.remove> = async ({ params, user }) => {
    if (!(await hide(params.id, user.id))) throw notFound(texts.notFound);
    return { success: true as const };
  };

  const moderation = createModerationHandlers(deps, hide);

  return { list, stream, post, postAsAdmin, remove, ...moderation };
}
