import {
  liveChatBlockResponseSchema,
  liveChatBlocksResponseSchema,
  liveChatListResponseSchema,
  liveChatMessageResponseSchema,
  liveChatMessages as texts,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const post = async (user: string, message: string) => {
  const result = await call("POST", "/api/live-chat/messages", { body: { user, message } });
  return { status: result.status, body: result.body };
};
const posted = async (user: string, message: string) => {
  const result = await post(user, message);
  expect(result.status).toBe(201);
  return liveChatMessageResponseSchema.parse(result.body).message;
};
const visible = async () =>
  liveChatListResponseSchema
    .parse((await call("GET", "/api/live-chat/messages")).body)
    .messages.map((m) => `${m.user}: ${m.message}`);

const settings = {
  streamUrl: "",
  streamTitle: "Sunday Worship",
  streamDescription: "",
  nextStreamTime: "Sunday 3:00 PM",
  channelId: "",
  streamKey: "",
  autoRecording: true,
  notifications: true,
  cameraSetup: "4K at 60 fps",
};

describe(`live chat moderation [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("live_chat_messages", "live_chat_blocks", "rate_limit_buckets"));

  const block = async (messageId: string, kind: "name" | "address") => {
    const result = await call("POST", "/api/live-chat/blocks", { cookie: editor, body: { messageId, kind } });
    expect(result.status).toBe(201);
    return liveChatBlockResponseSchema.parse(result.body).block;
  };

  it("blocks a name for the rest of the stream and hides the message for everyone", async () => {
    await posted("Mary K.", "Blessings!");
    const spam = await posted("Spammer", "Buy now!!!");
    expect(
      (await call("POST", "/api/live-chat/blocks", { body: { messageId: spam.id, kind: "name" } })).status,
    ).toBe(401);
    const blocked = await block(spam.id, "name");
    expect(blocked).toMatchObject({ kind: "name", name: "Spammer" });
    expect(await visible()).toEqual(["Mary K.: Blessings!"]);
    // The same name in other letters is the same name.
    const again = await post("  spammer ", "Still here");
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: { message: texts.blocked } });
    // Someone else from the same address may still post.
    expect((await post("Baraka", "Amina")).status).toBe(201);
  });

  it("blocks an address, whatever name it posts under next, and lifts the block on request", async () => {
    const spam = await posted("Troll", "Rude words");
    const blocked = await block(spam.id, "address");
    expect((await post("Another Name", "Hello")).status).toBe(403);
    const list = liveChatBlocksResponseSchema.parse(
      (await call("GET", "/api/live-chat/blocks", { cookie: editor })).body,
    );
    expect(list.blocks.map((b) => [b.kind, b.name])).toEqual([["address", "Troll"]]);
    expect((await call("DELETE", `/api/live-chat/blocks/${blocked.id}`, { cookie: editor })).status).toBe(
      200,
    );
    expect((await post("Another Name", "Hello")).status).toBe(201);
    expect((await call("DELETE", `/api/live-chat/blocks/${blocked.id}`, { cookie: editor })).status).toBe(
      404,
    );
  });

  it("ends every block when the stream goes offline", async () => {
    await call("PUT", "/api/live-stream", { cookie: editor, body: { ...settings, override: "live" } });
    const spam = await posted("Spammer", "Buy now");
    await block(spam.id, "name");
    expect((await post("Spammer", "Again")).status).toBe(403);
    const offline = await call("PUT", "/api/live-stream", {
      cookie: editor,
      body: { ...settings, override: "off" },
    });
    expect(offline.status).toBe(200);
    expect((await post("Spammer", "Next week")).status).toBe(201);
  });

  it("does not block the church's own messages, and names an unknown message", async () => {
    const admin = await call("POST", "/api/live-chat/admin-messages", {
      cookie: editor,
      body: { message: "Karibu" },
    });
    const { message } = liveChatMessageResponseSchema.parse(admin.body);
    const refused = await call("POST", "/api/live-chat/blocks", {
      cookie: editor,
      body: { messageId: message.id, kind: "name" },
    });
    expect(refused.status).toBe(400);
    const unknown = await call("POST", "/api/live-chat/blocks", {
      cookie: editor,
      body: { messageId: "b1000000-0000-4000-8000-00000000dead", kind: "name" },
    });
    expect(unknown.status).toBe(404);
  });
});
