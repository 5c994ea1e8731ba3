import { and, eq, gt, or } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { liveChatBlocks } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { signFor } from "../../services/keys/keys.ts";
import { clientAddress } from "../../services/rate-limit/rate-limit.ts";

/** Who may post in the live chat: the blocks staff set, shared by the chat and the stream settings. */

/** How long a block lasts at most when nobody sets the stream offline: a long service day. */
export const BLOCK_HOURS = 12;

/** A viewer's address as stored: a keyed hash (its own key, services/keys), so the chat keeps no IP addresses. */
export const senderKeyOf = (env: Pick<Env, "JWT_SECRET">, c: Context): string =>
  signFor(env, "live-chat-sender", clientAddress(c));

export const nameKey = (name: string) => name.trim().toLowerCase();

/** Whether a viewer posting under `name` from the address `senderKey` is blocked now. */
export async function isBlocked(db: Db, name: string, senderKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: liveChatBlocks.id })
    .from(liveChatBlocks)
    .where(
      and(
        gt(liveChatBlocks.expiresAt, new Date()),
        or(
          and(eq(liveChatBlocks.kind, "name"), eq(liveChatBlocks.value, nameKey(name))),
          and(eq(liveChatBlocks.kind, "address"), eq(liveChatBlocks.value, senderKey)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** Every block ends with the stream (the live-stream settings call this when it goes offline). */
export async function liftAllBlocks(db: Db): Promise<void> {
  await db.delete(liveChatBlocks);
}
