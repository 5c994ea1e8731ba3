import { createHash } from "node:crypto";

/** The SHA-256 (hex) a random token is stored as: sessions' refresh tokens, newsletter confirmations. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
