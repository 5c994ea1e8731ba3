import type { Page } from "@playwright/test";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

/*
 * The live stream switches itself (issue 30 item 8, decision 035): staff set a weekly time once; the
 * site shows LIVE inside it and the latest service outside it, on pages already open, without a
 * reload; "Off now" wins until the slot ends; "Follow the schedule" gives the switch back.
 *
 * The live state is the whole site's, so this spec runs in the "site-wide" project, after every other
 * spec (playwright.config.ts), and its steps run in order in one test. Alone: `npx playwright test
 * admin-portal/e2e/live-schedule.spec.ts --no-deps` (without it, Playwright first runs every other spec).
 */

const buffaloClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Buffalo's weekday (0 = Sunday) and seconds since its midnight, now. */
function buffaloNow(): { day: number; seconds: number } {
  const parts = Object.fromEntries(buffaloClock.formatToParts(new Date()).map((p) => [p.type, p.value]));
  return {
    day: weekdays.indexOf(parts.weekday ?? ""),
    seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, "0")}:${String(Math.floor(seconds / 60) % 60).padStart(2, "0")}`;

async function save(admin: Page) {
  await admin.getByRole("button", { name: "Save Settings" }).click();
  await expect(admin.getByText("Stream settings saved")).toBeVisible();
}

test("the live page switches to LIVE in the scheduled time and back when it ends, without a reload", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  // A slot must end on its own day: close to Buffalo's midnight, wait for the new day.
  const before = buffaloNow();
  if (before.seconds > 86_400 - 180) await admin.waitForTimeout((86_400 - before.seconds + 5) * 1000);

  await signIn(admin, account("EDITOR"));
  await admin.goto("/admin?tab=livestream");
  const status = admin.getByRole("status").filter({ hasText: "The site shows" });
  await expect(status).toBeVisible();

  // Today's slot: it began two minutes ago and ends at the next whole minute at least 30 s away.
  const now = buffaloNow();
  const start = Math.max(0, now.seconds - 120);
  const end = Math.ceil((now.seconds + 30) / 60) * 60;
  while ((await admin.getByRole("button", { name: /^Remove time \d+$/ }).count()) > 0) {
    await admin
      .getByRole("button", { name: /^Remove time \d+$/ })
      .first()
      .click();
  }
  await admin.getByRole("button", { name: "Add a time" }).click();
  await admin.getByRole("combobox", { name: "Day", exact: true }).selectOption(String(now.day));
  await admin.getByRole("textbox", { name: "Starts", exact: true }).fill(clock(start));
  await admin.getByRole("textbox", { name: "Ends", exact: true }).fill(clock(end));
  await save(admin);
  await expect(status).toContainText("The site shows: LIVE · until");

  // Visitors in both languages see LIVE, and the home page's link to the stream.
  const visitor = await (await newContext(browser)).newPage();
  const swahiliVisitor = await (
    await newContext(browser, { viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitor.goto("/live-stream");
  await swahiliVisitor.goto("/sw/live-stream");
  const badge = visitor.locator(".ps-live-status");
  const swahiliBadge = swahiliVisitor.locator(".ps-live-status");
  await expect(badge).toContainText("LIVE");
  await expect(swahiliBadge).toContainText("MUBASHARA");
  await admin.screenshot({
    path: "test-results/screenshots/live-schedule-admin-en-1280.png",
    fullPage: true,
  });
  await swahiliVisitor.screenshot({ path: "test-results/screenshots/live-page-sw-390.png" });
  const home = await (await newContext(browser)).newPage();
  await home.goto("/sw/");
  await expect(home.getByRole("link", { name: "Hewani sasa: tazama ibada" })).toBeVisible();
  await home.goto("/");
  await expect(home.getByRole("link", { name: "Live now: watch the service" })).toBeVisible();

  // "Off now" wins inside the slot, until it ends; the Swahili screen says the same.
  await admin.getByRole("radio", { name: /^Off now/ }).check();
  await save(admin);
  await expect(status).toContainText("The site shows: the latest service · until");
  await visitor.reload();
  await expect(badge).toContainText("OFFLINE");
  await admin.evaluate(() => localStorage.setItem("church-language", "sw"));
  await admin.reload();
  await expect(admin.getByRole("status").filter({ hasText: "Tovuti inaonyesha" })).toContainText(
    "Tovuti inaonyesha: ibada ya karibuni · hadi",
  );
  await expect(admin.getByRole("radio", { name: /^Zima sasa/ })).toBeChecked();
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: "test-results/screenshots/live-schedule-admin-sw-390.png", fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 720 });
  await admin.evaluate(() => localStorage.setItem("church-language", "en"));
  await admin.reload();

  // Back to the schedule: LIVE again.
  await admin.getByRole("radio", { name: "Follow the schedule" }).check();
  await save(admin);
  await expect(status).toContainText("The site shows: LIVE · until");
  await visitor.reload();
  await expect(badge).toContainText("LIVE");
  await expect(swahiliBadge).toContainText("MUBASHARA");

  // The slot ends: the pages already open show the latest service by themselves.
  const left = end - buffaloNow().seconds;
  await expect(badge).toContainText("OFFLINE", { timeout: (left + 20) * 1000 });
  await expect(swahiliBadge).toContainText("NJE YA HEWANI", { timeout: 20_000 });
  await admin.reload();
  await expect(status).toContainText("The site shows: the latest service");
  await home.goto("/");
  await expect(home.locator("h1")).toBeVisible();
  await expect(home.getByRole("link", { name: "Live now: watch the service" })).toHaveCount(0);
});
