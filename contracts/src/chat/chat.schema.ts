import { z } from "zod";
import { languageSchema } from "../common/primitives.ts";
import { chatLimits, chatMessages } from "./chat.constants.ts";

export const chatSources = ["chatgpt", "quick_response", "fallback"] as const;
export const chatSourceSchema = z.enum(chatSources);
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: chatMessages.empty })
    .max(chatLimits.maxLength, { message: chatMessages.tooLong }),
  /** The site language, so quick answers come in it. */
  language: languageSchema.default("en"),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A reply counts as success only when success is true and a message is present. */
export const chatResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  source: chatSourceSchema,
  error: z.string().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** One message in the chat panel (kept in the browser only). */
export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(["user", "bot"]),
  content: z.string(),
  timestamp: z.string(),
  source: chatSourceSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
