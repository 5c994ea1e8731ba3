import {
  type endpoints,
  type LiveChatBlock,
  type LiveChatBlockKind,
  liveChatMessages as texts,
} from "@church/contracts";
import { desc, eq, gt } from "drizzle-orm";
import { liveChatBlocks, liveChatMessages } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { BLOCK_HOURS, nameKey } from "./live-chat.model.ts";

const toBlock = (row: typeof liveChatBlocks.$inferSelect): LiveChatBlock => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export function createModerationHandlers(
  { db }: AppDeps,
  hide: (messageId: string, userId: string) => Promise<boolean>,
) {
  const blocks: Handler<typeof endpoints.liveChat.blocks> = async () => {
    const rows = await db
      .select()
      .from(liveChatBlocks)
      .where(gt(liveChatBlocks.expiresAt, new Date()))
      .orderBy(desc(liveChatBlocks.createdAt));
    return { blocks: rows.map(toBlock) };
  };

  const block: Handler<typeof endpoints.liveChat.block> = async ({ body, user }) => {
    const [message] = await db.select().from(liveChatMessages).where(eq(liveChatMessages.id, body.messageId));
    if (!message) throw notFound(texts.notFound);
    if (message.isAdmin) throw badRequest("Staff messages cannot be blocked.", { messageId: "staff" });
    const kind: LiveChatBlockKind = body.kind;
    const value = kind === "name" ? nameKey(message.userName) : message.senderKey;
    if (!value) throw conflict("The address of this message is not known; block the name instead.", { kind });
    const [row] = await db
      .insert(liveChatBlocks)
      .values({
        kind,
        value,
        name: message.userName,
        messageId: message.id,
        createdBy: user.id,
        expiresAt: new Date(Date.now() + BLOCK_HOURS * 3_600_000),
      })
      .returning();
    if (!row) throw notFound(texts.notFound);
    // The message that earned the block goes too.
    if (!message.removedAt) await hide(message.id, user.id);
    return { block: toBlock(row) };
  };

  const unblock: Handler<typeof endpoints.liveChat.unblock> = async ({ params }) => {
    const deleted = await db.delete(liveChatBlocks).where(eq(liveChatBlocks.id, params.id)).returning();
    if (deleted.length === 0) throw notFound(texts.blockNotFound);
    return { success: true as const };
  };

  return { blocks, block, unblock };
}
