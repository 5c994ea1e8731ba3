import pino from "pino";
import type { Env } from "./env.ts";

/**
 * Structured JSON logs on stdout; secrets and cookies are redacted. Lines are written asynchronously
 * (lines logged while a write is pending go out in one write, not one blocking write per line): the server calls `logger.flush()` before it
 * exits, and pino flushes synchronously on a normal process exit.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL"> & Partial<Pick<Env, "INSTANCE_ID">>) {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "church-api", ...(env.INSTANCE_ID ? { instance: env.INSTANCE_ID } : {}) },
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token"],
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
