import type { z } from "zod";
import type { Access } from "./roles.ts";

/**
 * The body limit of endpoints that do not set their own: a form's worth of JSON. The API refuses a
 * larger body (413) before reading it, whoever sends it.
 */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
/** Bodies that may carry a long rich text in both languages (100,000 characters each) or many rows. */
export const LARGE_JSON_MAX_BODY_BYTES = 1024 * 1024;
/**
 * The API holds a body whole in memory while it checks it only up to this size; a larger limit is for
 * a multipart upload, which its handler streams to disk (api/src/lib/multipart-upload.ts).
 */
export const BUFFERED_BODY_MAX_BYTES = 4 * 1024 * 1024;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type AnyObject = z.ZodObject<z.ZodRawShape>;

/**
 * One API call: method, path (Hono/MSW style, `:id`), who may call it, and the zod shapes of its
 * input and output. The API validates with it, the client calls through it, the mocks answer from it
 * and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | null = z.ZodType | null,
  A extends Access = Access,
> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly access: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** JSON response schema, or null when the answer is a file or stream (see `produces`). */
  readonly response: R;
  readonly status?: 200 | 201 | 202 | 204;
  readonly produces?: readonly string[];
  /** Bodies sent as multipart form data (uploads) rather than JSON. */
  readonly multipart?: boolean;
  /**
   * Largest request body accepted, in bytes (DEFAULT_MAX_BODY_BYTES unless set); above
   * BUFFERED_BODY_MAX_BYTES only on a multipart upload.
   */
  readonly maxBodyBytes?: number;
  /**
   * Required on every public GET that answers JSON (endpoints.test.ts checks it). "published": the
   * same answer for every visitor, which the API may keep in memory until the next write and shared
   * caches for a few seconds (decision 021); "never": read afresh each time (probes, the caller's own
   * session, live chat).
   */
  readonly cache?: "published" | "never";
  /**
   * `false` on a visitor's write that changes no published read (a sign-in, a page view, a gift): it
   * leaves every instance's read cache as it is. Any other write empties it.
   */
  readonly changesPublished?: false;
}

export type AnyEndpoint = Endpoint<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined,
  z.ZodType | null,
  Access
>;

export function defineEndpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | null = null,
  const A extends Access = Access,
>(endpoint: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return endpoint;
}

/** A read whose answer may be kept and shared: a public GET declared `cache: "published"`. */
export const isPublishedRead = (endpoint: AnyEndpoint): boolean =>
  endpoint.method === "GET" && endpoint.access === "public" && endpoint.cache === "published";

/** A write after which a published read may answer differently (every write not declared otherwise). */
export const changesPublished = (endpoint: AnyEndpoint): boolean =>
  endpoint.method !== "GET" && endpoint.changesPublished !== false;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** The declared schema of an optional endpoint part, or never when the endpoint has none. */
export type Part<S> = Exclude<S, undefined>;
/** The parsed value of an endpoint part, or undefined when the endpoint has none. */
export type ParsedPart<S> = [Part<S>] extends [never]
  ? undefined
  : Part<S> extends z.ZodType
    ? z.output<Part<S>>
    : undefined;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = ([Part<E["params"]>] extends [never]
  ? { params?: never }
  : { params: InputOf<Part<E["params"]>> }) &
  ([Part<E["query"]>] extends [never] ? { query?: never } : { query?: InputOf<Part<E["query"]>> }) &
  ([Part<E["body"]>] extends [never] ? { body?: never } : { body: InputOf<Part<E["body"]>> });

export type EndpointOutput<E extends AnyEndpoint> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : Blob;

/** Fills `:name` segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
