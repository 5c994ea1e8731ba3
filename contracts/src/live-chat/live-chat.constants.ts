/**
 * The live chat texts and limits, without zod: the public site's first load imports them, and zod
 * stays out of it (live-chat.schema.ts re-exports them, so imports from there keep working).
 */
export const liveChatMessages = {
  empty: "Please type a message",
  rateLimited: "You are sending messages too quickly. Please wait a moment.",
  notFound: "Message not found",
  adminName: "Church Admin",
  blocked: "You can no longer post in this chat.",
  blockNotFound: "Block not found",
} as const;

export const liveChatLimits = { messageMax: 500, userMax: 50, listSize: 100 } as const;
