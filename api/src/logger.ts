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
 * Structured JSON logs on stdout; secrets and cookies are redacted. Lines are written asynchronously,
 * those of one event-loop turn together: the server calls `logger.flush()` before it exits, and what is
 * pending is flushed synchronously on a normal process exit.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL"> & Partial<Pick<Env, "INSTANCE_ID">>) {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "church-api", ...(env.INSTANCE_ID ? { instance: env.INSTANCE_ID } : {}) },
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token"],
      timestamp: isoTime(),
    },
    stdoutByTurn(),
  );
}
