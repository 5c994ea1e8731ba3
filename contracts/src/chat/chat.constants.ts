/**
 * The chat texts and limits, without zod: the public site's first load imports them, and zod stays
 * out of it (chat.schema.ts re-exports them, so imports from there keep working).
 */
import { churchInfo } from "../common/church-info.ts";

const phone = churchInfo.pastor.phone;

/**
 * The chat fallbacks of public-site.md section 8, shown as a bot message with source "fallback".
 * Each names the pastor's phone.
 */
export const chatFallbackMessages = {
  default: `I apologize, but I'm having trouble responding right now. For immediate assistance, please contact the pastor at ${phone} or visit us on Sundays at 3:00 PM.`,
  timeout: `The request timed out. Please try a shorter message, or call the pastor at ${phone}.`,
  network: `I'm having trouble connecting. Please check your internet connection and try again, or call the pastor at ${phone}.`,
  serverError: `The chat service is temporarily unavailable. Please try again in a moment, or call the pastor at ${phone}.`,
  badResponse: `I received an unexpected response. Please try again, or call the pastor at ${phone}.`,
  failed: "Failed to get response",
} as const;

export const chatMessages = {
  greeting: `Hello! I'm the ${churchInfo.name} assistant. Ask me about service times, our location, our ministries or how to get involved.`,
  greetingSw: `Habari! Mimi ni msaidizi wa ${churchInfo.nameSw}. Niulize kuhusu nyakati za ibada, mahali tulipo, huduma zetu au jinsi ya kushiriki.`,
  tooLong: "Please keep your message under 1000 characters",
  empty: "Please type a message",
} as const;

export const chatLimits = { maxLength: 1000, timeoutMs: 30_000 } as const;
