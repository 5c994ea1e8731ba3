#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find:
// install, lint, typecheck, unit and API tests (PGlite), builds (apps, Storybook), end-to-end in Chromium.
// Ends with one line "Total: N passed, M failed".
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";
import { pnpm } from "./pnpm.mjs";

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

const packages = [
  "contracts",
  "api",
  "ui-kit",
  "public-site",
  "admin-portal",
  "pastor-crm",
  "infra",
  "infra/vite-config",
];
for (const name of packages) {
  if (!existsSync(join(root, name, "vitest.config.ts"))) continue;
  step("unit", name === "api" ? "API tests: api (database: embedded PGlite)" : `Unit tests: ${name}`, [
    "--filter",
    `./${name}`,
    "exec",
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reports, `vitest-${name.replaceAll("/", "-")}.json`)}`,
  ]);
}

const built = step("build", "Build the apps", [
  "run",
  "--workspace-concurrency=2",
  "--filter",
  "./public-site",
  "--filter",
  "./admin-portal",
  "--filter",
  "./pastor-crm",
  "build",
]);
step("storybook", "Build Storybook", ["--filter", "./ui-kit", "run", "--if-present", "build-storybook"]);

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
      step("e2e", "End-to-end tests (Chromium)", ["exec", "playwright", "test"], {
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
      step(
        "e2e",
        `End-to-end tests of dated pages as on ${shiftedTo} (Chromium)`,
        ["exec", "playwright", "test", ...dateSensitiveSpecs],
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
      );
    }
  }
}

// One closing line with the counts of every runner.
let passed = 0;
let failed = 0;
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  const report = JSON.parse(readFileSync(join(reports, file), "utf8"));
  if (file.startsWith("vitest-")) {
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
