#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find:
// install, lint, typecheck, unit and API tests (PGlite), builds (apps, Storybook), end-to-end in Chromium.
// Ends with one line "Total: N passed, M failed".
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";
import { pnpm, pnpmCommand } from "./pnpm.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reports = join(root, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wanted = (name) => only.length === 0 || only.includes(name);
const failures = [];
const timings = [];
const started = Date.now();
const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}s`;

/** The time a Vitest run's files took, summed per package (both workers' time, not the step's). */
function printFileTimes(report) {
  if (!existsSync(report)) return;
  const perPackage = new Map();
  for (const file of JSON.parse(readFileSync(report, "utf8")).testResults ?? []) {
    const name = relative(root, file.name).split(/[/\\](src|e2e)[/\\]/)[0];
    perPackage.set(name, (perPackage.get(name) ?? 0) + (file.endTime - file.startTime));
  }
  const lines = [...perPackage].sort((a, b) => b[1] - a[1]);
  console.log(`Test files' time per package: ${lines.map(([n, ms]) => `${n} ${minutes(ms)}`).join(", ")}`);
}

function step(name, title, args, options) {
  if (!wanted(name)) return true;
  console.log(`\n=== ${title}`);
  const stepStarted = Date.now();
  const status = pnpm(args, options);
  timings.push([title, Date.now() - stepStarted]);
  console.log(`=== ${title}: ${status === 0 ? "passed" : "FAILED"} in ${minutes(Date.now() - stepStarted)}`);
  if (status !== 0) failures.push(title);
  return status === 0;
}

/**
 * Steps that run at the same time (each waits on the other's idle core: a build that is mostly one
 * process, specs that mostly wait for a scheduled minute). The first one prints as it goes; the others
 * print their output when they end.
 */
async function together(...list) {
  const wantedSteps = list.filter(([name]) => wanted(name));
  const results = await Promise.all(
    wantedSteps.map(([, title, args, options], index) => {
      const log = index === 0 ? null : join(root, "test-results", `step-${index}.log`);
      console.log(
        `\n=== ${title}${index === 0 ? "" : " (beside the one above; its output follows when it ends)"}`,
      );
      const stepStarted = Date.now();
      const [cmd, cmdArgs] = pnpmCommand(args);
      return new Promise((resolve) => {
        const child = spawn(cmd, cmdArgs, {
          cwd: root,
          ...options,
          stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
        });
        if (log) {
          const out = createWriteStream(log);
          child.stdout.pipe(out);
          child.stderr.pipe(out);
        }
        child.on("close", (code) => resolve({ title, log, status: code ?? 1, ms: Date.now() - stepStarted }));
      });
    }),
  );
  for (const { title, log, status, ms } of results) {
    if (log) console.log(`\n=== Output of ${title}:\n${readFileSync(log, "utf8")}`);
    timings.push([title, ms]);
    console.log(`=== ${title}: ${status === 0 ? "passed" : "FAILED"} in ${minutes(ms)}`);
    if (status !== 0) failures.push(title);
  }
  // One answer per step asked for, in order: a step not wanted counts as passed (as step() does).
  return list.map(
    ([name, title]) => !wanted(name) || results.some((r) => r.title === title && r.status === 0),
  );
}

if (!step("install", "Install", ["install", "--frozen-lockfile", "--prefer-offline"])) {
  console.error("Install failed; nothing else can run.");
  process.exit(1);
}
step("lint", "Lint and format (biome)", ["exec", "biome", "check", "."]);
// The boundary rules of biome.json themselves: they must fail on a cross-feature import, a cycle, ...
step("lint", "Lint rules (boundaries, cycles) fail where they should", [
  "exec",
  "node",
  "--test",
  "scripts/lint-rules.test.mjs",
]);
step("typecheck", "Typecheck", ["run", "--workspace-concurrency=2", "-r", "typecheck"]);

// End-to-end specs about dates (events, RSVPs, meetings, records, statements): run a second time with a
// shifted clock. Paths are Playwright's file filters.
const dateSensitiveSpecs = [
  "public-site/e2e/waitlist.spec.ts",
  "public-site/e2e/confirmations.spec.ts",
  "public-site/e2e/visitor-actions.spec.ts",
  "public-site/e2e/server-rendering.spec.ts",
  "public-site/e2e/layout.spec.ts",
  "public-site/e2e/give.spec.ts",
  "admin-portal/e2e/event-repeats.spec.ts",
  "admin-portal/e2e/text-messages.spec.ts",
  "admin-portal/e2e/media-and-pastor-tabs.spec.ts",
  "pastor-crm/e2e/",
];

// Every package's unit, component and API tests (PGlite) in one Vitest run (the root vitest.config.ts
// lists the packages): the two workers take files from all of them, so no package waits for another.
step("unit", "Unit, component and API tests, all packages (database: embedded PGlite)", [
  "exec",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, "vitest.json")}`,
]);
if (wanted("unit")) printFileTimes(join(reports, "vitest.json"));

// Storybook's build is mostly one process on one core: it runs beside the apps' build.
mkdirSync(join(root, "test-results"), { recursive: true });
const [built] = await together(
  [
    "build",
    "Build the apps",
    [
      "run",
      "--workspace-concurrency=2",
      "--filter",
      "./public-site",
      "--filter",
      "./admin-portal",
      "--filter",
      "./pastor-crm",
      "build",
    ],
  ],
  ["storybook", "Build Storybook", ["--filter", "./ui-kit", "run", "--if-present", "build-storybook"]],
);

if (wanted("e2e")) {
  if (!built) failures.push("End-to-end tests (skipped: the apps did not build)");
  else {
    let chromium;
    try {
      chromium = ensureChromium();
    } catch (error) {
      console.error(String(error.message ?? error));
      failures.push("End-to-end tests (no Chromium)");
    }
    if (chromium) {
      step("e2e", "End-to-end tests (Chromium)", ["exec", "playwright", "test", "--project=chromium"], {
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"),
        },
      });
      // The specs whose pages depend on the date, again as if it were E2E_NOW: server, browser and specs
      // all on that clock (scripts/e2e-clock.mjs). The default is a Saturday evening in Buffalo that is
      // already Sunday in UTC, on the last day of a month: each has broken a spec before (issue #33).
      const shiftedTo = process.env.E2E_NOW || "2027-07-31T22:00:00-04:00";
      // Beside them, the specs that change what the whole site shows (the live state), one at a time on a
      // server of their own: they mostly wait for a scheduled minute to come.
      await together(
        [
          "e2e",
          `End-to-end tests of dated pages as on ${shiftedTo} (Chromium)`,
          ["exec", "playwright", "test", "--project=chromium", ...dateSensitiveSpecs],
          {
            env: {
              ...process.env,
              CHROMIUM_PATH: chromium,
              E2E_NOW: shiftedTo,
              E2E_PORT: "3200",
              E2E_DATA_DIR: "",
              NODE_OPTIONS:
                `${process.env.NODE_OPTIONS ?? ""} --import=${join(root, "scripts", "e2e-clock.mjs")}`.trim(),
              PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright-dated.json"),
            },
          },
        ],
        [
          "e2e",
          "End-to-end tests that change the whole site: the live state (Chromium)",
          ["exec", "playwright", "test", "--project=site-wide", "--no-deps"],
          {
            env: {
              ...process.env,
              CHROMIUM_PATH: chromium,
              E2E_PORT: "3300",
              E2E_DATA_DIR: "",
              PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright-site-wide.json"),
            },
          },
        ],
      );
    }
  }
}

// One closing line with the counts of every runner.
let passed = 0;
let failed = 0;
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  const report = JSON.parse(readFileSync(join(reports, file), "utf8"));
  if (!file.endsWith(".json")) continue;
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  }
}
console.log("\nTime per step:");
for (const [title, ms] of timings) console.log(`  ${minutes(ms).padStart(7)}  ${title}`);
console.log(`  ${minutes(Date.now() - started).padStart(7)}  all of npm test`);
console.log("");
if (failures.length > 0) {
  console.log(`Failed steps:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  if (failed === 0) failed = failures.length;
}
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
