import type { z } from "zod";
import type { Access } from "./roles.ts";

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
> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** JSON response schema, or null when the answer is a file or stream (see `produces`). */
  readonly response: R;
  readonly status?: 200 | 201 | 202 | 204;
  readonly produces?: readonly string[];
  /** Bodies sent as multipart form data (uploads) rather than JSON. */
  readonly multipart?: boolean;
}

export type AnyEndpoint = Endpoint<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined,
  z.ZodType | null
>;

export function defineEndpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | null = null,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = (E["params"] extends AnyObject
  ? { params: InputOf<E["params"]> }
  : { params?: never }) &
  (E["query"] extends AnyObject ? { query?: InputOf<E["query"]> } : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: never });

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
