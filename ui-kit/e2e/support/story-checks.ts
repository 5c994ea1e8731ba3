import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import axe from "axe-core";

/**
 * Every story of the built Storybook (`ui-kit/storybook-static`, built by `npm test` before this step)
 * rendered in Chromium: it must render without Storybook's error display, log no console error or
 * uncaught exception, and have no serious or critical axe violation. The stories are split in parts,
 * one spec file each (storybook-stories-*.spec.ts), so that both workers can share them; in each part
 * one page, with the preview loaded once, shows its stories in turn.
 */
const staticDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "storybook-static");
const indexFile = join(staticDir, "index.json");

interface IndexEntry {
  type: "story" | "docs";
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

// Stories tagged `!test` opt out, as with Storybook's own test runner.
const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, IndexEntry> }).entries,
    )
      .filter((entry) => entry.type === "story" && (entry.tags ?? []).includes("test"))
      .sort((a, b) => a.id.localeCompare(b.id))
  : [];

const mimeTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

function serveStatic(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    // iframe.html names no icon, so the browser asks for /favicon.ico; that is not the story's error.
    if (path === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    const file = normalize(join(staticDir, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(staticDir + sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": mimeTypes[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const mswUpdateCutOff =
  /^Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js'\): Not found$/;

/** The checks of part `part` (from 0) of `parts` of the stories. */
export function storyChecks(part: number, parts: number): void {
  // The page outlives each test, so per-test traces cannot be recorded.
  test.use({ trace: "off" });

  test.describe(`Storybook: every story (part ${part + 1} of ${parts})`, () => {
    let server: Server;
    let context: BrowserContext;
    let page: Page;
    let base = "";
    const problems: string[] = [];

    test.beforeAll(async ({ browser }) => {
      server = await serveStatic();
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error")
          problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => {
        // Each story is a full page load; MSW's worker update started by the previous load is sometimes
        // cut off by the next navigation and rejects with this. It is the test's page-per-story harness,
        // not an error of the story (seen about once per run on a different story each time).
        if (mswUpdateCutOff.test(error.message)) return;
        problems.push(`uncaught: ${error.message}`);
      });
    });

    test.afterAll(async () => {
      await context?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    test("the static Storybook is built and lists stories", () => {
      expect(existsSync(indexFile), "run `pnpm --filter ./ui-kit run build-storybook` first").toBe(true);
      expect(stories.length).toBeGreaterThan(50);
    });

    /** Requests of the page not answered yet (the stories' MSW-backed queries among them). */
    let inFlight = 0;
    let lastRequestChange = 0;
    const requestsSettled = async () => {
      // Settled: nothing in flight for 100 ms (effects that fetch have started by then), 5 s at most.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastRequestChange < 100)) {
        await page.waitForTimeout(25);
      }
    };

    /**
     * Shows a story. The first loads the preview (iframe.html); the others ask the loaded preview to
     * render them, over Storybook's channel as its own test runner does, and wait for the outcome: a
     * full load of the preview per story took most of this spec's time.
     */
    let previewLoaded = false;
    const showStory = async (id: string) => {
      if (!previewLoaded) {
        page.on("request", () => {
          inFlight += 1;
          lastRequestChange = Date.now();
        });
        const answered = () => {
          inFlight = Math.max(0, inFlight - 1);
          lastRequestChange = Date.now();
        };
        page.on("requestfinished", answered);
        page.on("requestfailed", answered);
        await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        // Storybook marks <body> once the story has rendered (or failed to).
        await page.waitForFunction(
          () =>
            document.body.classList.contains("sb-show-main") ||
            document.body.classList.contains("sb-show-errordisplay"),
        );
        await page.waitForLoadState("networkidle");
        // axe-core goes into the page once, with the preview (not again with every story).
        await page.addScriptTag({ content: axe.source });
        previewLoaded = true;
        return;
      }
      await page.evaluate(
        (storyId) =>
          new Promise<void>((resolve, reject) => {
            type Channel = {
              on: (event: string, listener: (...args: unknown[]) => void) => void;
              off: (event: string, listener: (...args: unknown[]) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            if (!channel) {
              reject(new Error("the Storybook preview has no channel"));
              return;
            }
            const outcomes = ["storyRendered", "storyErrored", "storyThrewException", "storyMissing"];
            const finish = () => {
              for (const event of outcomes) channel.off(event, finish);
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(finish, 15_000);
            for (const event of outcomes) channel.on(event, finish);
            channel.emit("setCurrentStory", { storyId, viewMode: "story" });
          }),
        id,
      );
    };

    for (const story of stories.filter((_, index) => index % parts === part)) {
      test(`${story.title} / ${story.name}`, async () => {
        problems.length = 0;
        await showStory(story.id);
        const errorDisplay = await page.locator("#error-message").textContent();
        expect(
          await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay")),
          errorDisplay ?? "",
        ).toBe(false);
        // Let effects, MSW-backed queries and transitions settle before judging the page.
        await requestsSettled();
        await page.waitForTimeout(150);
        // The story shown is the one asked for (its root holds what it rendered).
        expect(await page.evaluate(() => new URL(location.href).searchParams.get("id"))).toBe(story.id);

        const results = await page.evaluate(() =>
          (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] }),
        );
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          );
        expect(serious, "serious or critical axe violations").toEqual([]);
        expect(problems, "console errors").toEqual([]);
      });
    }
  });
}
