import {
  type AnyEndpoint,
  BUFFERED_BODY_MAX_BYTES,
  DEFAULT_MAX_BODY_BYTES,
  type EndpointOutput,
  fieldErrors,
  findUnstorableText,
  type ParsedPart,
  unstorableTextMessage,
} from "@church/contracts";
import { zValidator } from "@hono/zod-validator";
import type { Context, Hono, HonoRequest, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { requireAccess } from "../middlewares/auth.ts";
import type { AppDeps, AppEnv, AuthUser } from "./context.ts";
import { forbidden, HttpError, validationError } from "./http-error.ts";
import { parseJsonBody } from "./json-body.ts";

export interface HandlerInput<E extends AnyEndpoint> {
  c: Context<AppEnv>;
  params: ParsedPart<E["params"]>;
  query: ParsedPart<E["query"]>;
  body: ParsedPart<E["body"]>;
  /** The caller; always present on endpoints that need a role. */
  user: E["access"] extends "public" ? AuthUser | null : AuthUser;
}

export type Handler<E extends AnyEndpoint> = (
  input: HandlerInput<E>,
) => Promise<EndpointOutput<E> | Response> | EndpointOutput<E> | Response;

export interface RouteDef {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
}

/** Pairs an endpoint of the contracts with its handler. */
export function route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): RouteDef {
  return { endpoint, handler: handler as unknown as Handler<AnyEndpoint> };
}

const validationHook = (prefix: string | undefined) => (result: { success: boolean; error?: unknown }) => {
  if (!result.success) {
    const issues = (result.error as z.ZodError).issues;
    throw validationError(fieldErrors(issues, prefix));
  }
};

const jsonType = /^application\/(?:[\w.-]+\+)?json\s*(?:;.*)?$/i;
// Form fields: an upload's multipart body, or a plain form post (Twilio's webhooks send those).
const multipartType = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** 400 naming the first parameter or query value that holds text the database cannot store. */
function refuseUnstorable(value: unknown, prefix: string | undefined): void {
  const path = findUnstorableText(value);
  if (path === null) return;
  const field = prefix ? (path ? `${prefix}.${path}` : prefix) : path || "_";
  throw validationError({ [field]: unstorableTextMessage });
}

/**
 * A declared body must arrive as what the endpoint accepts: without this, a body sent as text/plain
 * reached the JSON validator as `{}` and a handler acted on defaults (a decline stored as an accept).
 * A JSON body is then read as bytes and checked (lib/json-body.ts) before its contract's schema runs.
 */
const bodyOfDeclaredType =
  (multipart: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (multipart ? !multipartType.test(type) : !jsonType.test(type)) {
      throw new HttpError(
        "unsupported_media_type",
        multipart
          ? "Send the form as multipart/form-data (or application/x-www-form-urlencoded)"
          : "Send the body as JSON (Content-Type: application/json)",
      );
    }
    if (!multipart) jsonBodies.set(c.req, parseJsonBody(new Uint8Array(await c.req.arrayBuffer())));
    await next();
  };

/** JSON bodies as read and checked by bodyOfDeclaredType, for the contract's schema after params and query. */
const jsonBodies = new WeakMap<HonoRequest, unknown>();

const validJsonBody =
  (schema: z.ZodType): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const result = await schema.safeParseAsync(jsonBodies.get(c.req));
    if (!result.success) throw validationError(fieldErrors(result.error.issues, undefined));
    c.req.addValidatedData("json", result.data as object);
    await next();
  };

/** "256 KB", "4 MB": a body limit as the 413 says it. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * The endpoint's body limit, before anything reads the body (access checks included: an anonymous
 * caller's large body is refused unread). A declared Content-Length over it is refused at once; a chunked
 * body up to the limit is held by hono's bodyLimit, which stops reading past it. Limits above
 * BUFFERED_BODY_MAX_BYTES are uploads: only their Content-Length is checked here, and
 * lib/multipart-upload.ts counts the bytes as they stream to disk.
 */
function bodyLimitOf(endpoint: AnyEndpoint): MiddlewareHandler<AppEnv> {
  const maxSize = endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = () =>
    new HttpError("payload_too_large", `Request body is too large (limit ${sizeText(maxSize)})`);
  if (maxSize <= BUFFERED_BODY_MAX_BYTES)
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    });
  if (!endpoint.multipart)
    throw new Error(
      `${endpoint.method} ${endpoint.path}: a body limit over ${sizeText(BUFFERED_BODY_MAX_BYTES)} is for streamed uploads only`,
    );
  return async (c, next) => {
    if (Number(c.req.header("content-length")) > maxSize) throw tooLarge();
    await next();
  };
}

/** Path parameters and query strings with a NUL or a lone surrogate are refused before validation. */
const storableParamsAndQuery =
  (endpoint: AnyEndpoint): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (endpoint.params) refuseUnstorable(c.req.param(), "params");
    // A repeated query key (`?tag=a&tag=b`) is named once, as the validator names it.
    if (endpoint.query) {
      for (const [key, values] of Object.entries(c.req.queries())) {
        refuseUnstorable(key, "query");
        for (const value of values) refuseUnstorable(value, `query.${key}`);
      }
    }
    await next();
  };

/**
 * Registers routes on a Hono app: access check first (401/403 before any input is read), then text the
 * database cannot store refused wherever it is, a body of another content type refused (415), then the
 * params, query and JSON body validated against the contract with @hono/zod-validator, then the handler.
 * Outside production every JSON answer is checked against the contract's response schema.
 */
export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps, routes: readonly RouteDef[]): void {
  for (const { endpoint, handler } of routes) {
    const middlewares: MiddlewareHandler<AppEnv>[] = [];
    // Not on reads: a GET's body is never read (and the check cost reads time, docs/benchmarks.md).
    if (endpoint.method !== "GET") middlewares.push(bodyLimitOf(endpoint));
    middlewares.push(requireAccess(endpoint.access));
    if (endpoint.params || endpoint.query) middlewares.push(storableParamsAndQuery(endpoint));
    if (endpoint.body) middlewares.push(bodyOfDeclaredType(!!endpoint.multipart));
    if (endpoint.params) middlewares.push(zValidator("param", endpoint.params, validationHook("params")));
    if (endpoint.query) middlewares.push(zValidator("query", endpoint.query, validationHook("query")));
    if (endpoint.body && !endpoint.multipart) middlewares.push(validJsonBody(endpoint.body));

    const final: MiddlewareHandler<AppEnv> = async (c) => {
      const req = c.req as unknown as { valid(target: string): unknown };
      const user = c.get("user");
      if (endpoint.access !== "public" && !user) throw forbidden();
      const result = await handler({
        c,
        params: (endpoint.params ? req.valid("param") : undefined) as never,
        query: (endpoint.query ? req.valid("query") : undefined) as never,
        body: (endpoint.body && !endpoint.multipart ? req.valid("json") : undefined) as never,
        user: user as never,
      });
      if (result instanceof Response) return result;
      if (endpoint.status === 204) return c.body(null, 204);
      if (deps.env.VALIDATE_RESPONSES && endpoint.response) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          deps.logger.error(
            { path: endpoint.path, issues: checked.error.issues },
            "response breaks its contract",
          );
          throw new HttpError(
            "internal_error",
            `Response of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`,
          );
        }
      }
      return c.json(result as object, (endpoint.status ?? 200) as 200);
    };
    app.on(endpoint.method, [endpoint.path], ...middlewares, final);
  }
}
