import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";

/**
 * One structured log line per API request: its request id, method, path, status and milliseconds. The
 * id is a field of the line rather than a child logger's binding, which would be made on every request.
 */
export function requestLogger(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // The line holds no secret (a path without its query string), so it skips the redaction of the
  // other lines: their wildcard path (`*.password`) runs every field of a line through the redactor.
  const logger = deps.logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}
