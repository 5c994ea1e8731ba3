import { type Browser, type BrowserContext, test as base } from "@playwright/test";

/**
 * Playwright's `test` for every end-to-end spec. In the date-shifted run (E2E_NOW set, see
 * scripts/e2e-clock.mjs and scripts/test.mjs) each browser context's clock starts at the shifted "now"
 * (time then flows), as the server's and this process's clocks do; otherwise it is Playwright's own.
 */
export const test = base.extend<{ shiftedClock: undefined }>({
  shiftedClock: [
    async ({ context }, use) => {
      await shiftClock(context);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";

async function shiftClock(context: BrowserContext): Promise<void> {
  if (process.env.E2E_NOW) await context.clock.install({ time: Date.now() });
}

/** A new browser context, on the run's clock like the default one (for specs that need a second visitor). */
export async function newContext(
  browser: Browser,
  options?: Parameters<Browser["newContext"]>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await shiftClock(context);
  return context;
}

const buffaloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });

/** Buffalo's calendar day (YYYY-MM-DD) `days` from now: the church's day, not the machine's. */
export function buffaloDate(days = 0): string {
  const [year = 0, month = 1, day = 1] = buffaloDay.format(new Date()).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
