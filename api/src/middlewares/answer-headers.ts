import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { securityHeaders } from "./security-headers.ts";

/** The request id: the caller's X-Request-Id when it is a plausible one (a gateway's), else a new one. */
export const requestIdOf = (header: string | undefined) =>
  header && header.length <= 255 && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The headers of every answer that do not depend on how the handler answered: its request id (also
 * `c.get("requestId")`), which instance answered (API answers, when INSTANCE_ID is set: the scale-out
 * test and operators read it), and the security headers. One middleware, the outermost, sets them
 * after the handler on the answer's own headers (c.header() then would copy the whole Response and
 * turn its body into a stream).
 */
export function answerHeaders(deps: Pick<AppDeps, "env">): MiddlewareHandler<AppEnv> {
  const instance = deps.env.INSTANCE_ID;
  const addSecurityHeaders = securityHeaders(deps);
  return async (c, next) => {
    const id = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", id);
    await next();
    const headers = c.res.headers;
    headers.set("x-request-id", id);
    if (instance && isApiPath(c.req.path)) headers.set("x-instance-id", instance);
    addSecurityHeaders(c.req.path, headers);
  };
}
