import { type ChatMessage, type ChatResponse, chatFallbackMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";

/** The spec's fallback text for a failed chat call (public-site.md section 8). */
export function chatFallbackFor(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "timeout") return chatFallbackMessages.timeout;
    if (error.code === "network_error") return chatFallbackMessages.network;
    if (error.status >= 500) return chatFallbackMessages.serverError;
    if (error.code === "bad_response") return chatFallbackMessages.badResponse;
  }
  if (error instanceof DOMException && error.name === "AbortError") return chatFallbackMessages.timeout;
  return chatFallbackMessages.default;
}

let counter = 0;
const nextId = () => `chat-${Date.now()}-${++counter}`;

export function userMessage(content: string, now = new Date()): ChatMessage {
  return { id: nextId(), type: "user", content, timestamp: now.toISOString() };
}

/** A reply counts only when success is true and a message is present; otherwise its error or 'Failed to get response'. */
export function botMessageFrom(response: ChatResponse, now = new Date()): ChatMessage {
  const ok = response.success && response.message.trim() !== "";
  return {
    id: nextId(),
    type: "bot",
    content: ok ? response.message : response.error || chatFallbackMessages.failed,
    source: ok ? response.source : "fallback",
    timestamp: now.toISOString(),
  };
}

export function fallbackMessage(error: unknown, now = new Date()): ChatMessage {
  return {
    id: nextId(),
    type: "bot",
    content: chatFallbackFor(error),
    source: "fallback",
    timestamp: now.toISOString(),
  };
}
