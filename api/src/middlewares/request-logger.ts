import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";

/** One structured log line per API request, with its request id. */
export function requestLogger(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const logger = deps.logger.child({ requestId: c.get("requestId") });
    c.set("logger", logger);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}
