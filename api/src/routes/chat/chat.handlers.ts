import type { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { askProvider, fallbackFor } from "../../services/assistant/provider.ts";
import { loadSiteKnowledge, quickAnswer, systemPrompt } from "../../services/assistant/site-knowledge.ts";
import { enforceRateLimit } from "../../services/rate-limit/rate-limit.ts";

/** Per visitor address: enough for a conversation, too few to run up the provider's bill. */
export const chatRateLimit = {
  name: "chat",
  limit: 20,
  windowSeconds: 60,
  message: "You are sending messages too quickly. Please wait a moment.",
} as const;

export function createChatHandlers({ db, env, logger }: AppDeps) {
  const provider = env.ASSISTANT_BASE_URL
    ? {
        baseUrl: env.ASSISTANT_BASE_URL,
        apiKey: env.ASSISTANT_API_KEY,
        model: env.ASSISTANT_MODEL,
        timeoutMs: env.ASSISTANT_TIMEOUT_MS,
      }
    : undefined;

  const ask: Handler<typeof endpoints.chat.ask> = async ({ c, body }) => {
    await enforceRateLimit(c, db, chatRateLimit);
    const knowledge = await loadSiteKnowledge(db);
    if (!provider) {
      return {
        success: true,
        message: quickAnswer(body.message, body.language, knowledge),
        source: "quick_response" as const,
      };
    }
    const result = await askProvider(
      provider,
      [
        { role: "system", content: systemPrompt(knowledge) },
        { role: "user", content: body.message },
      ],
      c.req.raw.signal,
    );
    if (result.ok) return { success: true, message: result.message, source: "chatgpt" as const };
    logger.warn({ kind: result.kind, detail: result.detail }, "chat assistant provider failed");
    // The fallback is the message the visitor sees; `error` says what went wrong.
    return {
      success: true,
      message: fallbackFor(result.kind),
      source: "fallback" as const,
      error: result.detail,
    };
  };

  return { ask };
}
