import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { CareNoteKey, Env } from "../../env.ts";
import { keyFor } from "../keys/keys.ts";

/** The key id of the key derived from JWT_SECRET outside production (no CARE_NOTES_KEYS set). */
export const LOCAL_KEY_ID = "local";

/** The keys that seal confidential notes, the current one first (decision 028). */
export interface NoteKeyring {
  current: CareNoteKey;
  byId: ReadonlyMap<string, Buffer>;
}

export function noteKeyring(env: Pick<Env, "CARE_NOTES_KEYS" | "JWT_SECRET">): NoteKeyring {
  const local = { id: LOCAL_KEY_ID, key: keyFor(env, "care-notes") };
  const keys = env.CARE_NOTES_KEYS ?? [local];
  const [current] = keys;
  if (!current) throw new Error("CARE_NOTES_KEYS holds no key");
  // The derived key still opens (never seals) notes written before CARE_NOTES_KEYS was set, so a demo
  // or development database moves to real keys by rotation.
  return {
    current,
    byId: new Map([[local.id, local.key], ...keys.map((k): [string, Buffer] => [k.id, k.key])]),
  };
}

/** A confidential note's text as stored: base64 ciphertext, 96-bit IV, GCM tag and the key's id. */
export interface SealedText {
  ciphertext: string;
  iv: string;
  authTag: string;
  keyId: string;
}

/** Thrown when a note's key is not configured, or its text does not open (changed, or another note's). */
export class NoteKeyError extends Error {}

/**
 * Seals `text` under the current key with a fresh random IV. The note's id is the additional data:
 * a sealed text copied onto another note's row fails to open instead of showing there.
 */
export function sealNote(keyring: NoteKeyring, noteId: string, text: string): SealedText {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyring.current.key, iv);
  cipher.setAAD(Buffer.from(noteId));
  const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return {
    ciphertext: ciphertext.toString("base64"),
    iv: iv.toString("base64"),
    authTag: cipher.getAuthTag().toString("base64"),
    keyId: keyring.current.id,
  };
}

/** The text of a sealed note, under whichever configured key sealed it. */
export function openNote(keyring: NoteKeyring, noteId: string, sealed: SealedText): string {
  const key = keyring.byId.get(sealed.keyId);
  // The message names the key, never the note's text.
  if (!key) throw new NoteKeyError(`The key "${sealed.keyId}" of note ${noteId} is not in CARE_NOTES_KEYS`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
    decipher.setAAD(Buffer.from(noteId));
    decipher.setAuthTag(Buffer.from(sealed.authTag, "base64"));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, "base64")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new NoteKeyError(`Note ${noteId} does not open with its key "${sealed.keyId}"`);
  }
}
