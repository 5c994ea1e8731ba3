import { randomBytes } from "node:crypto";
import type { Env } from "../../env.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { signFor, verifyFor } from "../keys/keys.ts";

/**
 * Signed newsletter links. The unsubscribe token is the address and an HMAC of it under the
 * unsubscribe links' own key (services/keys): it works from any old e-mail without a lookup table and
 * cannot be made for someone else's address.
 */
export function unsubscribeToken(env: Pick<Env, "JWT_SECRET">, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${signFor(env, "unsubscribe-links", address)}`;
}

/** The address a token was made for, or null when it is forged or damaged. */
export function verifyUnsubscribeToken(env: Pick<Env, "JWT_SECRET">, token: string): string | null {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  return verifyFor(env, "unsubscribe-links", email.toLowerCase(), signature) ? email : null;
}

export const unsubscribeUrl = (env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">, email: string): string =>
  `${env.PUBLIC_BASE_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken(env, email)}`;

export const oneClickUnsubscribeUrl = (env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">, email: string) =>
  `${env.PUBLIC_BASE_URL}/api/newsletter/unsubscribe/one-click?token=${unsubscribeToken(env, email)}`;

/** RFC 8058 one-click unsubscribe headers for every newsletter e-mail. */
export const listUnsubscribeHeaders = (
  env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">,
  email: string,
): Record<string, string> => ({
  "List-Unsubscribe": `<${oneClickUnsubscribeUrl(env, email)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** A random confirmation token (sent) and its SHA-256 (stored). */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const confirmUrl = (env: Pick<Env, "PUBLIC_BASE_URL">, token: string) =>
  `${env.PUBLIC_BASE_URL}/api/newsletter/confirm?token=${token}`;

/**
 * The cancel link of an RSVP's e-mails: the RSVP's id and an HMAC of it under the cancel links' own
 * key, so it needs no stored token (docs/decisions/017-rsvp-cancel-links-and-waiting-list.md).
 */
export const rsvpCancelToken = (env: Pick<Env, "JWT_SECRET">, rsvpId: string): string =>
  `${rsvpId}.${signFor(env, "rsvp-cancel-links", rsvpId)}`;

/** The RSVP id a cancel token was made for, or null when it is forged or damaged. */
export function verifyRsvpCancelToken(env: Pick<Env, "JWT_SECRET">, token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return verifyFor(env, "rsvp-cancel-links", id, signature) ? id : null;
}

export const rsvpCancelUrl = (env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">, rsvpId: string): string =>
  `${env.PUBLIC_BASE_URL}/api/rsvps/cancel?token=${rsvpCancelToken(env, rsvpId)}`;

/**
 * The accept link of a proposed meeting time: the request's id and the proposed instant (seconds), with
 * an HMAC of both under the proposal links' own key. A newer proposal makes older links void (their
 * instant no longer matches) and a link expires when its time has come (decision 039).
 */
export const meetingProposalToken = (env: Pick<Env, "JWT_SECRET">, id: string, proposedAt: Date): string => {
  const text = `${id}.${Math.floor(proposedAt.getTime() / 1000)}`;
  return `${text}.${signFor(env, "meeting-proposal-links", text)}`;
};

/** The request id and proposed instant a link was made for, or null when it is forged or damaged. */
export function verifyMeetingProposalToken(
  env: Pick<Env, "JWT_SECRET">,
  token: string,
): { id: string; proposedAt: Date } | null {
  const [id, seconds, signature] = token.split(".");
  if (!id || !seconds || !signature || !/^[0-9a-f-]{36}$/i.test(id) || !/^\d{1,12}$/.test(seconds))
    return null;
  if (!verifyFor(env, "meeting-proposal-links", `${id}.${seconds}`, signature)) return null;
  return { id, proposedAt: new Date(Number(seconds) * 1000) };
}

export const meetingProposalUrl = (
  env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">,
  id: string,
  proposedAt: Date,
): string =>
  `${env.PUBLIC_BASE_URL}/api/meeting-requests/proposal?token=${meetingProposalToken(env, id, proposedAt)}`;

/** The cancel link of a live stream reminder: its id and an HMAC of it, like the RSVP cancel links. */
export const streamReminderCancelToken = (env: Pick<Env, "JWT_SECRET">, reminderId: string): string =>
  `${reminderId}.${signFor(env, "stream-reminder-links", reminderId)}`;

/** The reminder id a cancel token was made for, or null when it is forged or damaged. */
export function verifyStreamReminderCancelToken(env: Pick<Env, "JWT_SECRET">, token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return verifyFor(env, "stream-reminder-links", id, signature) ? id : null;
}

export const streamReminderCancelUrl = (
  env: Pick<Env, "JWT_SECRET" | "PUBLIC_BASE_URL">,
  reminderId: string,
): string =>
  `${env.PUBLIC_BASE_URL}/api/live-stream/reminders/cancel?token=${streamReminderCancelToken(env, reminderId)}`;
