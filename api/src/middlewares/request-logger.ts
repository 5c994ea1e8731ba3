import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";

/** What the request log line says of one request. */
export interface RequestLine {
  requestId: string;
  method: string;
  /** The path, never the query string. */
  path: string;
  status: number;
  ms: number;
}

/**
 * Writes one structured log line per API request: its request id, method, path, status and
 * milliseconds (errors for 5xx). The id is a field of the line rather than a child logger's binding,
 * which would be made on every request.
 */
export function requestLog(deps: Pick<AppDeps, "logger">): (line: RequestLine) => void {
  // The line holds no secret (a path without its query string), so it skips the redaction of the
  // other lines: their wildcard path (`*.password`) runs every field of a line through the redactor.
  const logger = deps.logger.child({}, { redact: [] });
  return (line) => {
    if (line.status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}

/** Milliseconds since `started` (a `performance.now()`), to a tenth. */
export const msSince = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** The request log line of every API request the app answers. */
export function requestLogger(deps: Pick<AppDeps, "logger">): MiddlewareHandler<AppEnv> {
  const log = requestLog(deps);
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: msSince(started),
    };
    log(line);
  };
}
