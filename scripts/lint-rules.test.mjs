// The boundary rules of biome.json fail where they should: a fixture tree laid out like the repository
// gets one file per broken rule (and files that break none), and the project's own Biome lints it with
// the project's own configuration. Run by `npm test`'s lint step (`node --test scripts/`).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules", ".bin", "biome");

const files = {
  // Allowed: within a feature, to the app's shared folders, to a package.
  "public-site/src/features/events/components/event-list.tsx": `import { formatDate } from "../../../lib/dates.ts";
import { eventTitle } from "../api/get-events.ts";
export const EventList = () => \`\${eventTitle} \${formatDate()}\`;
`,
  "public-site/src/features/events/api/get-events.ts": `export const eventTitle = "Prayer";\n`,
  "public-site/src/lib/dates.ts": `export const formatDate = () => "today";\n`,
  // A feature importing another feature.
  "public-site/src/features/news/components/news-list.tsx": `import { eventTitle } from "../../events/api/get-events.ts";
export const NewsList = () => eventTitle;
`,
  // The same, written through src/.
  "admin-portal/src/features/content/content-tab.tsx": `import { usersText } from "../../features/users/users.texts.ts";
export const ContentTab = () => usersText;
`,
  "admin-portal/src/features/users/users.texts.ts": `export const usersText = "Users";\n`,
  // An app importing another app's source.
  "pastor-crm/src/app/router.tsx": `import { usersText } from "../../../admin-portal/src/features/users/users.texts.ts";
export const router = usersText;
`,
  // services/ importing routes/.
  "api/src/services/jobs/background.ts": `import { campaignJob } from "../../routes/campaigns/campaigns.job.ts";
export const jobs = [campaignJob];
`,
  "api/src/routes/campaigns/campaigns.job.ts": `export const campaignJob = "campaign";\n`,
  // db/ importing routes/.
  "api/src/db/seed/seed-campaigns.ts": `import { campaignJob } from "../../routes/campaigns/campaigns.job.ts";
export const seeded = [campaignJob];
`,
  // The API importing an app's source.
  "api/src/static/pages.ts": `import { usersText } from "../../../admin-portal/src/features/users/users.texts.ts";
export const pages = [usersText];
`,
  // A shared package importing an app's source.
  "ui-kit/src/menu/menu.tsx": `import { usersText } from "../../../admin-portal/src/features/users/users.texts.ts";
export const Menu = () => usersText;
`,
  // A route group importing another group's handlers.
  "api/src/routes/search/search.handlers.ts": `import { visibleAnnouncement } from "../announcements/announcements.handlers.ts";
export const searchable = visibleAnnouncement;
`,
  "api/src/routes/announcements/announcements.handlers.ts": `export const visibleAnnouncement = () => true;\n`,
  // An import cycle between two models.
  "api/src/services/events/events.model.ts": `import { toRsvp } from "./rsvps.model.ts";
export const toEvent = (id: string) => ({ id, rsvp: toRsvp });
`,
  "api/src/services/events/rsvps.model.ts": `import { toEvent } from "./events.model.ts";
export const toRsvp = (id: string) => ({ id, event: toEvent });
`,
  // A cycle of type-only imports.
  "contracts/src/events/events.constants.ts": `import type { Event } from "./events.schema.ts";
export const eventTitle = (event: Event) => event.title;
`,
  "contracts/src/events/events.schema.ts": `import type { eventTitle } from "./events.constants.ts";
export interface Event {
  title: string;
  label?: typeof eventTitle;
}
`,
};

let fixture;
let findings;

before(() => {
  fixture = mkdtempSync(join(tmpdir(), "lint-rules-"));
  // The repository's configuration, without its git-based file list (the fixture is no repository).
  const {
    $schema: _schema,
    vcs: _vcs,
    ...config
  } = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  writeFileSync(join(fixture, "biome.json"), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  const run = spawnSync(biome, ["lint", "--reporter=github", "--max-diagnostics=none", "."], {
    cwd: fixture,
    encoding: "utf8",
  });
  assert.ok(run.status !== null, `biome did not run: ${run.error ?? run.stderr}`);
  // One finding a line: "::error title=lint/style/noRestrictedImports,file=<absolute path>,line=..."
  findings = [...run.stdout.matchAll(/^::error title=lint\/\w+\/(\w+),file=([^,]+),/gm)].map(
    ([, rule, file]) => ({
      rule,
      file: relative(fixture, file),
    }),
  );
});

after(() => rmSync(fixture, { recursive: true, force: true }));

const rulesOf = (file) => findings.filter((f) => f.file === file).map((f) => f.rule);

test("a feature importing another feature fails", () => {
  assert.deepEqual(rulesOf("public-site/src/features/news/components/news-list.tsx"), [
    "noRestrictedImports",
  ]);
  assert.deepEqual(rulesOf("admin-portal/src/features/content/content-tab.tsx"), ["noRestrictedImports"]);
});

test("an app importing another app's source fails", () => {
  assert.deepEqual(rulesOf("pastor-crm/src/app/router.tsx"), ["noRestrictedImports"]);
});

test("services importing routes fails", () => {
  assert.deepEqual(rulesOf("api/src/services/jobs/background.ts"), ["noRestrictedImports"]);
});

test("db importing routes fails", () => {
  assert.deepEqual(rulesOf("api/src/db/seed/seed-campaigns.ts"), ["noRestrictedImports"]);
});

test("the API or a shared package importing an app's source fails", () => {
  assert.deepEqual(rulesOf("api/src/static/pages.ts"), ["noRestrictedImports"]);
  assert.deepEqual(rulesOf("ui-kit/src/menu/menu.tsx"), ["noRestrictedImports"]);
});

test("a route group importing another group's handlers fails", () => {
  assert.deepEqual(rulesOf("api/src/routes/search/search.handlers.ts"), ["noRestrictedImports"]);
});

test("an import cycle fails", () => {
  assert.deepEqual(rulesOf("api/src/services/events/events.model.ts"), ["noImportCycles"]);
  assert.deepEqual(rulesOf("api/src/services/events/rsvps.model.ts"), ["noImportCycles"]);
});

test("a cycle of type-only imports fails", () => {
  assert.deepEqual(rulesOf("contracts/src/events/events.constants.ts"), ["noImportCycles"]);
  assert.deepEqual(rulesOf("contracts/src/events/events.schema.ts"), ["noImportCycles"]);
});

// The feature rule is written per depth below src/features/<feature>/ (its relative patterns depend
// on it), for the two depths the apps use: a file deeper would escape it.
test("no feature file sits deeper than the feature rule reaches", () => {
  const listed = spawnSync("git", ["ls-files", "*/src/features/*"], { cwd: root, encoding: "utf8" });
  assert.equal(listed.status, 0, listed.stderr);
  const files = listed.stdout.split("\n").filter(Boolean);
  assert.ok(files.length > 100, "the apps' feature files are listed");
  assert.deepEqual(
    files.filter((path) => path.split("/").length > 6),
    [],
  );
});

test("imports within a feature, to the app's shared code and down the layers pass", () => {
  const allowed = [
    "public-site/src/features/events/components/event-list.tsx",
    "public-site/src/features/events/api/get-events.ts",
    "admin-portal/src/features/users/users.texts.ts",
    "api/src/routes/campaigns/campaigns.job.ts",
    "api/src/routes/announcements/announcements.handlers.ts",
  ];
  assert.deepEqual(
    findings.filter((f) => allowed.includes(f.file)),
    [],
  );
});
