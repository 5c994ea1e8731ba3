import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { chatRequestSchema, chatResponseSchema } from "./chat.schema.ts";

export const chatEndpoints = {
  ask: defineEndpoint({
    method: "POST",
    path: "/api/chat/public",
    summary:
      "Ask the assistant: the configured OpenAI-compatible provider (chatgpt), else bilingual quick answers from site content (quick_response), else a fallback text. Rate-limited",
    tag: "chat",
    access: access.public,
    changesPublished: false,
    body: chatRequestSchema,
    response: chatResponseSchema,
  }),
};
