import pino from "pino";
import type { Env } from "./env.ts";

/** Structured JSON logs on stdout; secrets and cookies are redacted. */
export function createLogger(env: Pick<Env, "LOG_LEVEL">) {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "church-api" },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token"],
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
