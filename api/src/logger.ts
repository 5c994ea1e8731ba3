import pino from "pino";
import type { Env } from "./env.ts";

/** Structured JSON logs on stdout; secrets and cookies are redacted. */
export function createLogger(env: Pick<Env, "LOG_LEVEL"> & Partial<Pick<Env, "INSTANCE_ID">>) {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "church-api", ...(env.INSTANCE_ID ? { instance: env.INSTANCE_ID } : {}) },
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token"],
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
