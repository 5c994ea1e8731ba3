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
  tooManyStreams: "Too many chat windows are open from your network. Close one and try again.",
} as const;

/**
 * `streamsPerAddress`: open event streams one client address may hold on one API instance (IPv6 by
 * its /64): more than a household's phones and tabs or a church hall on one Wi-Fi, far below the 300
 * one address held in the outside review (issue 26).
 */
export const liveChatLimits = { messageMax: 500, userMax: 50, listSize: 100, streamsPerAddress: 40 } as const;
