/**
 * What the benches share: servers started (pinned to core 0 when the machine has two cores), and
 * autocannon figures taken after a warm-up.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

/** A process's CPU time so far (user + system), in ms, from /proc (Linux); undefined elsewhere. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

export interface Measured {
  name: string;
  requestsPerSecond: number;
  /**
   * The server's CPU time per answer (user + system, µs), when its pid is given: what an answer costs
   * the server whether or not the load generator could keep it busy.
   */
  serverCpuUsPerAnswer?: number;
  /** How busy the load generator (this process) was, 0-1 of one core: near 1, it set the pace. */
  clientBusy: number;
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
  serverPid?: number,
): Promise<Measured> {
  await autocannon({ ...options, connections, duration: warmUpSeconds });
  const before = load();
  const serverBefore = cpuMsOf(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ ...options, connections, duration: seconds });
  const elapsedMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = cpuMsOf(serverPid);
  const serverCpuUsPerAnswer =
    serverBefore === undefined || serverAfter === undefined
      ? undefined
      : round(((serverAfter - serverBefore) * 1000) / Math.max(1, result.requests.total), 1);
  const measured: Measured = {
    name,
    requestsPerSecond: round(result.requests.average),
    serverCpuUsPerAnswer,
    clientBusy: round((client.user + client.system) / 1000 / elapsedMs, 2),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: round(result.throughput.total / Math.max(1, result.requests.total)),
    load: before,
  };
  const cpu = serverCpuUsPerAnswer === undefined ? "" : `, server CPU ${serverCpuUsPerAnswer} µs/answer`;
  console.log(
    `${name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ` +
      `${measured.bytesPerRequest} B/answer${cpu}, load generator ${Math.round(measured.clientBusy * 100)}% busy, ` +
      `non-2xx ${measured.non2xx}, errors ${measured.errors} (load ${before})`,
  );
  return measured;
}

/** Moves this process (autocannon's) to core 1 when the servers are pinned to core 0. */
export function pinSelf(): void {
  if (pinned) spawnSync(taskset, ["-cp", "1", String(process.pid)], { stdio: "ignore" });
}
