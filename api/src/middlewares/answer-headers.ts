import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { securityHeaderRecord } from "./security-headers.ts";

/** The request id: the caller's X-Request-Id when it is a plausible one (a gateway's), else a new one. */
export const requestIdOf = (header: string | undefined) =>
  header && header.length <= 255 && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * What every answer gets whatever its handler did: which instance answered (API answers, when
 * INSTANCE_ID is set: the scale-out test and operators read it) and the security headers, by the
 * answer's path and content type. Given the answer's `has` and `set`, so that the middleware below and
 * the answers written before the app (kept pages, static/kept-pages.ts) add exactly the same.
 */
export function answerHeaderAdder(deps: Pick<AppDeps, "env">) {
  const instance = deps.env.INSTANCE_ID;
  const securityOf = securityHeaderRecord(deps);
  return (
    path: string,
    contentType: string,
    has: (name: string) => boolean,
    set: (name: string, value: string) => void,
  ): void => {
    if (instance && isApiPath(path)) set("x-instance-id", instance);
    const security = securityOf(path, contentType);
    for (const name in security) {
      // An answer's own policy (a file's, a feed's) stays.
      if (name === "content-security-policy" && has(name)) continue;
      set(name, security[name] as string);
    }
  };
}

/**
 * The headers of every answer that do not depend on how the handler answered: its request id (also
 * `c.get("requestId")`) and those of answerHeaderAdder. Set after the handler on the answer's own
 * headers (c.header() then would copy the whole Response and turn its body into a stream).
 */
export function answerHeaders(deps: Pick<AppDeps, "env">): MiddlewareHandler<AppEnv> {
  const add = answerHeaderAdder(deps);
  return async (c, next) => {
    const id = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", id);
    await next();
    const headers = c.res.headers;
    headers.set("x-request-id", id);
    add(
      c.req.path,
      headers.get("content-type") ?? "",
      (name) => headers.has(name),
      (name, value) => headers.set(name, value),
    );
  };
}
