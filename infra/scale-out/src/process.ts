import { type ChildProcess, spawn } from "node:child_process";

/** A server process of the cluster: its JSON log lines, whether it runs, and how to end it. */
export interface ServerProcess {
  child: ChildProcess;
  /** The JSON log records from its stdout (pino's for the API, the public site server's own). */
  logLines: () => Record<string, unknown>[];
  alive: () => boolean;
  /** SIGKILL: no graceful shutdown, in-flight requests are cut. */
  kill: () => Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
}

/** Starts `node <args>` with only `env` (and PATH), collecting its JSON log lines; stderr goes to `log`. */
export function startProcess(
  id: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; log: (line: string) => void },
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH, ...options.env },
  });
  const lines: Record<string, unknown>[] = [];
  let rest = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) {
      if (!part.startsWith("{")) continue;
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        // a console line, not a log record
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n").filter(Boolean)) options.log(`${id} stderr: ${line}`);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  return {
    child,
    logLines: () => lines,
    alive: () => !exited,
    kill: async () => {
      if (exited) return;
      child.kill("SIGKILL");
      await exit;
    },
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
