import { currentMockUser } from "../auth/auth.mocks.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { liveChatLimits, liveChatMessages } from "./live-chat.constants.ts";
import { liveChatEndpoints } from "./live-chat.endpoints.ts";
import { type LiveChatBlock, type LiveChatMessage, liveChatStreamEvents } from "./live-chat.schema.ts";

/** The three sample messages of public-site.md (live chat, seeded). */
export const liveChatFixtures: readonly LiveChatMessage[] = [
  {
    id: "b1000000-0000-4000-8000-000000000001",
    user: "Church Admin",
    message: "Welcome to our live worship service! Karibu sana!",
    time: "2026-11-15T20:00:00.000Z",
    isAdmin: true,
  },
  {
    id: "b1000000-0000-4000-8000-000000000002",
    user: "Mary K.",
    message: "Blessings from Rochester! So glad to worship with you.",
    time: "2026-11-15T20:03:00.000Z",
    isAdmin: false,
  },
  {
    id: "b1000000-0000-4000-8000-000000000003",
    user: "Baraka",
    message: "Amina! Tunamshukuru Mungu kwa ibada hii.",
    time: "2026-11-15T20:05:00.000Z",
    isAdmin: false,
  },
];

export const liveChatStore = createMockStore(() => liveChatFixtures);
export const liveChatBlocksStore = createMockStore<LiveChatBlock>(() => []);

/** Open mock event streams, so a message posted in mock mode reaches every open panel as on the API. */
const openStreams = new Set<ReadableStreamDefaultController<Uint8Array>>();
const encoder = new TextEncoder();
function broadcast(event: string, data: unknown) {
  const chunk = encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  for (const controller of openStreams) {
    try {
      controller.enqueue(chunk);
    } catch {
      openStreams.delete(controller);
    }
  }
}

const posted = (message: LiveChatMessage) => {
  broadcast(liveChatStreamEvents.message, message);
  return { message };
};

export const liveChatHandlers = [
  mockEndpoint(liveChatEndpoints.list, ({ query }) => ({
    messages: [...liveChatStore.all()]
      .filter((m) => !query.since || m.time > query.since)
      .sort((a, b) => a.time.localeCompare(b.time))
      .slice(-liveChatLimits.listSize),
  })),
  mockEndpoint(liveChatEndpoints.stream, ({ request }) => {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        openStreams.add(controller);
        controller.enqueue(encoder.encode(": connected\n\n"));
        request.signal.addEventListener("abort", () => openStreams.delete(controller));
      },
      cancel() {
        if (own) openStreams.delete(own);
      },
    });
    return new Response(body, {
      headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
    });
  }),
  mockEndpoint(liveChatEndpoints.post, ({ body }) => {
    const name = body.user.trim().toLowerCase();
    if (liveChatBlocksStore.all().some((b) => b.kind === "name" && b.name.trim().toLowerCase() === name)) {
      return mockError(403, "forbidden", liveChatMessages.blocked);
    }
    return posted(liveChatStore.insert({ id: newId(), ...body, time: nowIso(), isAdmin: false }));
  }),
  mockEndpoint(liveChatEndpoints.postAsAdmin, ({ body }) =>
    posted(
      liveChatStore.insert({
        id: newId(),
        user: currentMockUser()?.name ?? liveChatMessages.adminName,
        message: body.message,
        time: nowIso(),
        isAdmin: true,
      }),
    ),
  ),
  mockEndpoint(liveChatEndpoints.remove, ({ params }) => {
    if (!liveChatStore.remove(params.id)) return mockError(404, "not_found", liveChatMessages.notFound);
    broadcast(liveChatStreamEvents.removed, { id: params.id });
    return { success: true as const };
  }),
  mockEndpoint(liveChatEndpoints.blocks, () => ({ blocks: liveChatBlocksStore.all() })),
  mockEndpoint(liveChatEndpoints.block, ({ body }) => {
    const message = liveChatStore.find(body.messageId);
    if (!message) return mockError(404, "not_found", liveChatMessages.notFound);
    liveChatStore.remove(message.id);
    broadcast(liveChatStreamEvents.removed, { id: message.id });
    const now = new Date();
    const block = liveChatBlocksStore.insert({
      id: newId(),
      kind: body.kind,
      name: message.user,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 12 * 3_600_000).toISOString(),
    });
    return { block };
  }),
  mockEndpoint(liveChatEndpoints.unblock, ({ params }) =>
    liveChatBlocksStore.remove(params.id)
      ? { success: true as const }
      : mockError(404, "not_found", liveChatMessages.blockNotFound),
  ),
];
