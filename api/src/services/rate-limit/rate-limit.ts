import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { rateLimitBuckets } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { HttpError } from "../../lib/http-error.ts";

/**
 * Rate limits shared by every API instance: fixed-window counters in PostgreSQL (`rate_limit_buckets`),
 * never in process memory, so a second instance or a restart does not reset them.
 */
export interface RateLimitRule {
  /** How many hits a key may make per window. */
  limit: number;
  /** Length of the window in seconds. */
  windowSeconds: number;
  /**
   * Growing delay: every hit past the limit pushes the end of the lock further out (window x 2^n),
   * up to `maxLockSeconds`. Without it the key is simply refused until the window ends.
   */
  growing?: boolean;
  /** Cap of a growing lock (default 15 minutes). */
  maxLockSeconds?: number;
}

export interface RateLimitState {
  /** Hits counted in the current window (this one included, for `hitRateLimit`). */
  count: number;
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Seconds until the key may try again (0 when allowed). */
  retryAfterSeconds: number;
}

const toState = (row: { count: number; secondsLeft: number } | undefined, rule: RateLimitRule) => {
  const count = row?.count ?? 0;
  const allowed = count <= rule.limit;
  return {
    count,
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(row?.secondsLeft ?? rule.windowSeconds)),
  };
};

/**
 * Counts one hit for `key` and answers whether it is within the rule. One atomic upsert: concurrent
 * requests on any instance each get their own count. Time is the database's, so instances agree.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const window = rule.windowSeconds;
  const maxLock = rule.maxLockSeconds ?? 15 * 60;
  const b = rateLimitBuckets;
  // Past the limit with a growing rule: the lock ends window x 2^(hits over the limit - 1) from now.
  const lockSeconds = rule.growing
    ? sql`least(${window}::float8 * power(2, greatest(${b.count} + 1 - ${rule.limit} - 1, 0)), ${maxLock}::float8)`
    : sql`${window}::float8`;
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    insert into ${b} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${window}::float8))
    on conflict (key) do update set
      count = case when ${b.resetAt} <= now() then 1 else ${b.count} + 1 end,
      reset_at = case
        when ${b.resetAt} <= now() then now() + make_interval(secs => ${window}::float8)
        when ${rule.growing ? sql`true` : sql`false`} and ${b.count} + 1 > ${rule.limit}
          then greatest(${b.resetAt}, now() + make_interval(secs => ${lockSeconds}))
        else ${b.resetAt}
      end
    returning count, extract(epoch from (reset_at - now()))::float8 as seconds_left`);
  const row = rowsOf<{ count: number; seconds_left: number }>(result)[0];
  maybeSweep(db);
  return toState(row ? { count: Number(row.count), secondsLeft: Number(row.seconds_left) } : undefined, rule);
}

/** The state of `key` without counting a hit: `allowed` is false while the key is over its limit. */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    select count, extract(epoch from (reset_at - now()))::float8 as seconds_left
    from ${rateLimitBuckets} where key = ${key} and reset_at > now()`);
  const row = rowsOf<{ count: number; seconds_left: number }>(result)[0];
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 0 };
  // "Over the limit" for a peek means the next hit would not be allowed.
  const state = toState({ count: Number(row.count) + 1, secondsLeft: Number(row.seconds_left) }, rule);
  return { ...state, count: Number(row.count) };
}

/** Forgets a key (e.g. the failed sign-ins of an account after a successful one). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitBuckets} where key = ${key}`);
}

/**
 * Remembers that `key` was used once, until `seconds` have passed; false when it already was
 * (e.g. a TOTP time step, so one code cannot be replayed within its validity window).
 */
export async function claimOnce(db: Db, key: string, seconds: number): Promise<boolean> {
  const result = await db.execute<{ key: string }>(sql`
    insert into ${rateLimitBuckets} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${seconds}::float8))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at
      where ${rateLimitBuckets.resetAt} <= now()
    returning key`);
  return rowsOf(result).length > 0;
}

// postgres-js answers an array, PGlite an object with rows.
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

let lastSweep = 0;
/** Expired rows are deleted now and then (at most once a minute per instance), off the request's path. */
function maybeSweep(db: Db) {
  const now = Date.now();
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  db.execute(sql`delete from ${rateLimitBuckets} where reset_at < now() - interval '1 hour'`).catch(() => {
    // a failed sweep only leaves expired rows for the next one
  });
}

const privateAddress = (address: string) =>
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|::ffff:(127|10|192\.168)\.)/i.test(address);

/**
 * The key under which an address is counted. One IPv6 client usually holds a whole /64 (providers hand
 * out at least that, and privacy extensions pick a new address in it whenever they like), so IPv6 is
 * counted by its /64: counting single addresses let one household renew any lock for free. IPv4 stays
 * one address; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's view of an IPv4
 * client) is that IPv4 address, so both views share one count. Anything else is returned as it is.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, "").toLowerCase(); // a zone id (fe80::1%eth0) is local only
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 6).every((g, i) => g === (i === 5 ? 0xffff : 0))) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** The socket's peer, or X-Forwarded-For's last entry when the peer is our own gateway. */
function peerAddress(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // not running under @hono/node-server (tests call app.request directly)
  }
  if (peer && privateAddress(peer)) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  return peer ?? "unknown";
}

/**
 * The caller as every per-address limit counts it: its IP address, an IPv6 caller's /64 (see
 * `clientKey`). X-Forwarded-For is believed only when the direct peer is on a loopback or private
 * network (our own gateway, see infra/gateway); otherwise anyone could pick their own bucket.
 */
export function clientAddress(c: Context): string {
  return clientKey(peerAddress(c));
}

export interface RequestLimit extends RateLimitRule {
  /** Names the limit in its keys, e.g. "contact-form". */
  name: string;
  /** What is limited; the caller's IP address by default. */
  key?: (c: Context<AppEnv>) => string;
  /** Text of the 429 answer. */
  message?: string;
}

const defaultMessage = "Too many requests. Please wait a moment and try again.";

function tooMany(c: Context<AppEnv>, state: RateLimitState, message: string): HttpError {
  c.header("retry-after", String(state.retryAfterSeconds));
  return new HttpError("rate_limited", message);
}

/**
 * Counts this request against a limit and throws a 429 (`rate_limited`, with Retry-After) when it is
 * over. For handlers: `await enforceRateLimit(c, deps.db, { name: "contact-form", limit: 5, windowSeconds: 600 })`.
 */
export async function enforceRateLimit(c: Context<AppEnv>, db: Db, limit: RequestLimit): Promise<void> {
  const key = `${limit.name}:${limit.key ? limit.key(c) : clientAddress(c)}`;
  const state = await hitRateLimit(db, key, limit);
  if (!state.allowed) throw tooMany(c, state, limit.message ?? defaultMessage);
}

/**
 * The same as a Hono middleware, for `app.use(path, rateLimit(deps, {...}))`. Only the methods listed
 * (POST, PUT, PATCH, DELETE by default) are counted, so reads of the same path stay free.
 */
export function rateLimit(
  deps: Pick<AppDeps, "db">,
  limit: RequestLimit & { methods?: readonly string[] },
): MiddlewareHandler<AppEnv> {
  const methods = limit.methods ?? ["POST", "PUT", "PATCH", "DELETE"];
  return async (c, next) => {
    if (methods.includes(c.req.method)) await enforceRateLimit(c, deps.db, limit);
    await next();
  };
}

/** A public form that many people may send from one address (a church's Wi-Fi, a phone network). */
export interface FormLimit {
  /** Names the limit in its keys, e.g. "rsvp". */
  name: string;
  /** One person (an address and an e-mail together): the small limit that stops one sender repeating. */
  perPerson: RateLimitRule;
  /** One address, whoever sends: a congregation behind one address fits under it; a flood does not. */
  perAddress: RateLimitRule;
  /** Text of the 429 answer. */
  message?: string;
}

/** An e-mail address as a limit's key: hashed, so the limits table holds no e-mail addresses. */
export const emailKey = (email: string): string =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

/**
 * Counts a public form's request per address and e-mail, then per address, and throws a 429 when
 * either is over. A request its sender's own limit refuses does not use up the address's ceiling, so
 * one visitor repeating a form does not crowd out the others behind the same address.
 */
export async function enforceFormLimit(
  c: Context<AppEnv>,
  db: Db,
  limit: FormLimit,
  email: string,
): Promise<void> {
  const person = emailKey(email);
  await enforceRateLimit(c, db, {
    ...limit.perPerson,
    name: `${limit.name}:person`,
    key: (ctx) => `${clientAddress(ctx)}:${person}`,
    message: limit.message,
  });
  await enforceRateLimit(c, db, {
    ...limit.perAddress,
    name: `${limit.name}:address`,
    message: limit.message,
  });
}
