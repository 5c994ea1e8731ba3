/**
 * What the benches share: servers started (pinned to core 0 when the machine has two cores), and
 * autocannon figures taken after a warm-up.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";

export const connections = 50;
export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const warmUpSeconds = 3;

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
export const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

export const taskset = "/usr/bin/taskset";
/**
 * With taskset and two cores or more (BENCH_PIN=0 turns it off): each server under test runs on core 0
 * and this process, which runs autocannon, on core 1, for the baseline and the API alike. Unpinned, the
 * scheduler moves the client and the server between the two cores and they take turns, and figures of
 * the same code then differed by up to half between runs.
 */
export const pinned = process.env.BENCH_PIN !== "0" && cpus().length >= 2 && existsSync(taskset);

/** A server process, ready once `readyPath` answers 200. */
export async function startServer(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
) {
  const args = ["--import", "tsx", script];
  const child: ChildProcess = spawn(
    pinned ? taskset : process.execPath,
    pinned ? ["-c", "0", process.execPath, ...args] : args,
    {
      cwd,
      env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: "127.0.0.1" },
      // Production logs go to stdout for the platform to collect; here they are written and dropped.
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  };
  process.once("exit", () => child.kill("SIGKILL"));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    const response = await fetch(`${url}${readyPath}`).catch(() => undefined);
    if (response?.ok) return { url, stop, pid: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${script} did not answer ${readyPath} within 180 s`);
}

export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  load: string;
}

export async function measure(
  name: string,
  options: autocannon.Options,
  seconds = duration,
): Promise<Measured> {
  await autocannon({ ...options, connections, duration: warmUpSeconds });
  const before = load();
  const result = await autocannon({ ...options, connections, duration: seconds });
  const measured: Measured = {
    name,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: round(result.throughput.total / Math.max(1, result.requests.total)),
    load: before,
  };
  console.log(
    `${name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ` +
      `${measured.bytesPerRequest} B/answer, non-2xx ${measured.non2xx}, errors ${measured.errors} (load ${before})`,
  );
  return measured;
}

/** Moves this process (autocannon's) to core 1 when the servers are pinned to core 0. */
export function pinSelf(): void {
  if (pinned) spawnSync(taskset, ["-cp", "1", String(process.pid)], { stdio: "ignore" });
}
