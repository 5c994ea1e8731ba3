import pino from "pino";
import type { Env } from "./env.ts";

/**
 * pino's `stdTimeFunctions.isoTime`, the same text, formatted once per millisecond: a busy instance
 * writes several lines in the same one (a request line each).
 */
function isoTime(): () => string {
  let at = -1;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/** Fields of a database error that describe the failure without the row's values. */
const safeErrorFields = [
  "code",
  "severity",
  "routine",
  "constraint",
  "constraint_name",
  "table",
  "table_name",
  "column",
  "column_name",
  "schema",
  "schema_name",
] as const;

interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error as the log keeps it: its type, message, stack frames and the database's error code and
 * constraint, never the query's parameters (drizzle puts them in its message: the password hash of a
 * new account, a visitor's name and e-mail) nor the database's `detail` (`Key (email)=(...)`).
 */
export function safeError(error: unknown, depth = 0): SafeError | unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const record = error as unknown as Record<string, unknown>;
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>"; the SQL has only placeholders.
  const isQueryError = typeof record.query === "string" && "params" in record;
  const message = isQueryError ? `Failed query: ${record.query as string}` : error.message;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const safe: SafeError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  for (const field of safeErrorFields) {
    const value = record[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = value;
  }
  if (error.cause !== undefined) safe.cause = safeError(error.cause, depth + 1) as SafeError;
  return safe;
}

/** What pino writes to: a line at a time, flushed by `logger.flush()`. */
interface LineSink {
  write(line: string): void;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * stdout, written asynchronously by sonic-boom, with the lines of one turn of the event loop handed to
 * it as one chunk: sonic-boom measures its whole pending buffer on every write, which costs more than
 * the line itself when each request writes one. On exit what is pending is written synchronously.
 */
function stdoutByTurn(): LineSink {
  const out = pino.destination({ dest: 1, sync: false });
  let lines: string[] = [];
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const chunk = lines.length === 1 ? (lines[0] ?? "") : lines.join("");
    lines = [];
    out.write(chunk);
  };
  process.once("exit", () => {
    drain();
    try {
      out.flushSync();
    } catch {
      // stdout not open yet or already closed: nothing more can be written
    }
  });
  return {
    write(line) {
      lines.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    flush(callback) {
      drain();
      out.flush(callback);
    },
    flushSync() {
      drain();
      out.flushSync();
    },
  };
}

/**
 * Structured JSON logs on stdout; secrets and cookies are redacted, errors keep no query parameters. Lines are written asynchronously,
 * those of one event-loop turn together: the server calls `logger.flush()` before it exits, and what is
 * pending is flushed synchronously on a normal process exit.
 */
export function createLogger(
  env: Pick<Env, "LOG_LEVEL"> & Partial<Pick<Env, "INSTANCE_ID">>,
  /** Where lines go instead of stdout (tests). */
  destination?: pino.DestinationStream,
) {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "church-api", ...(env.INSTANCE_ID ? { instance: env.INSTANCE_ID } : {}) },
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token"],
      serializers: { err: safeError, error: safeError },
      timestamp: isoTime(),
    },
    destination ?? stdoutByTurn(),
  );
}
