/**
 * What makes the Total Blocking Time: Lighthouse mobile (as lighthouse.ts: simulated slow 4G, 4x CPU)
 * run N times on a few pages, printing each run's score, TBT, main-thread work and long tasks (their
 * URL as Lighthouse attributes it, simulated start and duration), and what the trace shows inside each
 * task long enough to count (>= 12.5 ms observed: 50 ms at 4x). With two checkouts (`--roots a,b`),
 * one server each and the runs alternated (a b, b a, ...), so both builds see the same machine load.
 *
 *   tsx bench/public-site/long-tasks.ts [--paths /,/events,@event,@sermon] [--runs 5] [--roots /work/x,/work/y]
 *     [--out /tmp/long-tasks]   # saves each run's lhr and trace there
 * `@event` and `@sermon` stand for the first event's and the first sermon's page, as in run.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createBudgetContent } from "./content.ts";
import { withLighthouse } from "./lighthouse.ts";
import { type RunningServer, repoRoot, startServer } from "./server.ts";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, hardly longer when other processes take the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};

type Run = {
  score: number;
  tbtMs: number;
  mainThreadMs: number;
  breakdown: Record<string, number>;
  longTasks: { url: string; startTime: number; duration: number }[];
  traceTasks: string[];
  /** From the trace's thread times at 4x (less sensitive to the machine's load than Lighthouse's). */
  cpu: { tbtMs: number; mainThreadMs: number };
};

const argument = (name: string, fallback: string) => {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};

/** A URL an event names, if any (scripts, parsing, function calls, timers). */
function urlOf(event: TraceEvent): string | undefined {
  const data = (event.args?.data ?? event.args?.beginData) as
    | { url?: string; stackTrace?: { url?: string }[]; frames?: unknown }
    | undefined;
  return data?.url || data?.stackTrace?.[0]?.url || undefined;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/**
 * The renderer main thread's top-level tasks of >= `minMs` CPU time, each with its heaviest work by self
 * time; and from the thread times at 4x: the blocking time after the first contentful paint (every
 * task's time over 50 ms) and the main thread's work after the navigation.
 */
function traceTasks(
  events: TraceEvent[],
  minMs: number,
): { lines: string[]; cpu: { tbtMs: number; mainThreadMs: number } } {
  const names = events.filter((e) => e.ph === "M" && e.name === "thread_name");
  const mains = names.filter((e) => (e.args as { name?: string })?.name === "CrRendererMain");
  // The page's renderer: the main thread with the most work.
  let best: TraceEvent | undefined;
  let bestCount = 0;
  for (const main of mains) {
    const count = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X").length;
    if (count > bestCount) [best, bestCount] = [main, count];
  }
  if (!best) return { lines: [], cpu: { tbtMs: Number.NaN, mainThreadMs: Number.NaN } };
  const thread = events
    .filter((e) => e.pid === best.pid && e.tid === best.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === best.pid)?.ts ?? 0;
  const navigation =
    events.filter((e) => e.name === "navigationStart" && e.pid === best.pid && e.ts <= fcp).at(-1)?.ts ??
    thread[0]?.ts ??
    0;
  const topLevel = thread.filter((e) => e.name === "RunTask" && e.ts >= navigation);
  const cpuMs = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * 4;
  const cpu = {
    tbtMs: Math.round(
      topLevel.filter((e) => e.ts >= fcp).reduce((sum, e) => sum + Math.max(0, cpuMs(e) - 50), 0),
    ),
    mainThreadMs: Math.round(topLevel.reduce((sum, e) => sum + cpuMs(e), 0)),
  };
  const tasks = topLevel.filter((e) => (e.tdur ?? e.dur ?? 0) >= minMs * 1000);
  const lines = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time: an event's duration less its direct children's (events nest properly on one thread).
    const self = new Map<TraceEvent, number>();
    const stack: TraceEvent[] = [];
    for (const event of inside) {
      while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, (self.get(parent) ?? 0) - (event.dur ?? 0));
      self.set(event, (self.get(event) ?? 0) + (event.dur ?? 0));
      stack.push(event);
    }
    const byName = new Map<string, number>();
    for (const [event, time] of self) {
      const url = urlOf(event);
      const key = url ? `${event.name} ${short(url)}` : event.name;
      byName.set(key, (byName.get(key) ?? 0) + time);
    }
    const top = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, time]) => `${key} ${(time / 1000).toFixed(1)}`)
      .join("; ");
    return `at ${((task.ts - navigation) / 1000).toFixed(0)} ms, ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(1)} wall): ${top}`;
  });
  return { lines, cpu };
}

function lighthouseRun(url: string, save?: string): Promise<Run> {
  return withLighthouse(url, ["performance"], ({ lhr, artifacts }) => {
    const trace = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
    if (save) {
      writeFileSync(`${save}.lhr.json`, JSON.stringify(lhr));
      writeFileSync(`${save}.trace.json`, JSON.stringify(trace));
    }
    const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
        string,
        unknown
      >[];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: value("total-blocking-time"),
      mainThreadMs: value("mainthread-work-breakdown"),
      breakdown: Object.fromEntries(
        items("mainthread-work-breakdown").map((item) => [
          String(item.group),
          Math.round(Number(item.duration)),
        ]),
      ),
      longTasks: items("long-tasks").map((item) => ({
        url: short(String(item.url)),
        startTime: Math.round(Number(item.startTime)),
        duration: Math.round(Number(item.duration)),
      })),
      ...(({ lines, cpu }) => ({ traceTasks: lines, cpu }))(traceTasks(trace.traceEvents, 12.5)),
    };
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

const paths = argument("--paths", "/,/events").split(",");
const runs = Number(argument("--runs", "5"));
const roots = argument("--roots", repoRoot).split(",");
const out = argument("--out", "");
if (out) mkdirSync(out, { recursive: true });

const servers: RunningServer[] = [];
try {
  for (const root of roots) {
    const server = await startServer(root);
    servers.push(server);
    await createBudgetContent(server.url, server.dataDir);
  }
  // The first event's and sermon's pages of each server (the same content, so the same pages).
  const json = async <T>(server: RunningServer, path: string) =>
    (await (await fetch(`${server.url}${path}`)).json()) as T;
  const pageOf = async (server: RunningServer, path: string) => {
    if (path === "@event") {
      const { events } = await json<{ events: { slug: string }[] }>(server, "/api/events");
      return `/events/${events[0]?.slug ?? "none"}`;
    }
    if (path === "@sermon") {
      const { audioServices } = await json<{ audioServices: { id: string }[] }>(
        server,
        "/api/audio-services",
      );
      return `/audio-services/${audioServices[0]?.id ?? "none"}`;
    }
    return path;
  };
  const results = new Map<string, Run[]>();
  for (let i = 0; i < runs; i++) {
    for (const path of paths) {
      // Alternated: a b, then b a, so neither build always runs first.
      const order = roots.map((_, index) => index);
      if (i % 2 === 1) order.reverse();
      for (const index of order) {
        const server = servers[index];
        if (!server) continue;
        const label = `${roots.length > 1 ? `${index}:` : ""}${path}`;
        const before = load();
        let run: Run | undefined;
        for (let attempt = 0; !run && attempt < 3; attempt++) {
          try {
            run = await lighthouseRun(
              `${server.url}${await pageOf(server, path)}`,
              out ? join(out, `${index}-${path.replace(/\//g, "_") || "_"}-${i}`) : undefined,
            );
          } catch (error) {
            console.error(`run failed, repeating: ${error instanceof Error ? error.message : error}`);
          }
        }
        if (!run) throw new Error("three failed runs");
        results.set(label, [...(results.get(label) ?? []), run]);
        console.log(
          `\n[${label} #${i}] load ${before} | performance ${run.score}, TBT ${run.tbtMs} ms, main thread ${run.mainThreadMs} ms ${JSON.stringify(run.breakdown)}; CPU times x4: TBT ${run.cpu.tbtMs} ms, main thread ${run.cpu.mainThreadMs} ms`,
        );
        for (const task of run.longTasks)
          console.log(`  long task ${task.url || "(none)"} start ${task.startTime} ms, ${task.duration} ms`);
        for (const task of run.traceTasks) console.log(`  trace task ${task}`);
      }
    }
  }
  console.log(`\nMedians (${runs} runs each), load now ${load()}:`);
  for (const [label, list] of results) {
    console.log(
      `  ${label}: performance ${median(list.map((r) => r.score))} [${list.map((r) => r.score).join(" ")}], TBT ${median(list.map((r) => r.tbtMs))} ms [${list.map((r) => r.tbtMs).join(" ")}], main thread ${median(list.map((r) => r.mainThreadMs))} ms [${list.map((r) => r.mainThreadMs).join(" ")}]; CPU times x4: TBT ${median(list.map((r) => r.cpu.tbtMs))} ms [${list.map((r) => r.cpu.tbtMs).join(" ")}], main thread ${median(list.map((r) => r.cpu.mainThreadMs))} ms`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}
