import { type Event, publicRoutes } from "@church/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

// Issue #17: at 390, 768 and 1280 px no public page's content touches the viewport's edge, and on a
// phone no tap target is under 44x44 CSS px, measured in the browser (docs/decisions/018-*).
const pages = publicRoutes.filter((path) => !path.includes(":"));
const edge = 12;
const target = 44;

/**
 * Content (text, images, controls, cards) closer than `edge` px to a side of the viewport; on a wide
 * screen the page's content keeps the centred column's margins (`mainEdge`).
 */
function contentAtTheEdge(page: Page, mainEdge: number) {
  return page.evaluate(
    ([edge, mainEdge]) => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`;
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
      };
      /** The part of a box its clipping ancestors let show (a title cut with an ellipsis stays inside). */
      const visible = (box: DOMRect, from: Element | null) => {
        let left = box.left;
        let right = box.right;
        for (let el = from; el && el !== document.body; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === "visible") continue;
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        return new DOMRect(left, box.top, Math.max(0, right - left), box.height);
      };
      const check = (box: DOMRect, what: string, inMain: boolean, from: Element | null) => {
        const rect = visible(box, from);
        if (rect.width < 2 || rect.height < 2) return;
        // Wholly off screen (a carousel's other slides) is not touching the edge.
        if (rect.right <= 0 || rect.left >= width) return;
        const margin = inMain ? mainEdge : edge;
        if (rect.left < margin || rect.right > width - margin)
          found.push(`${what} [${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}]`);
      };
      if (document.documentElement.scrollWidth > width + 1)
        found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
        if (parent.closest(".ck-visually-hidden, script, style, noscript, [hidden]")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          check(
            rect,
            `text "${node.textContent.trim().slice(0, 30)}" in ${name(parent)}`,
            !!parent.closest("main"),
            parent,
          );
      }
      for (const el of document.body.querySelectorAll("*")) {
        if (!shown(el) || el.closest(".ck-visually-hidden, [hidden]")) continue;
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const replaced = /^(IMG|SVG|VIDEO|IFRAME|INPUT|SELECT|TEXTAREA|BUTTON|CANVAS)$/i.test(el.tagName);
        // A card: a box drawn with a border, shadow or background that is not a full-width band.
        const boxed =
          rect.width < width - 1 &&
          (style.borderLeftWidth !== "0px" ||
            style.boxShadow !== "none" ||
            (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent"));
        // A full-width picture behind a band (the home page's hero) is decoration, not content.
        const band = el.tagName === "IMG" && rect.width >= width - 1;
        if ((replaced && !band) || boxed) check(rect, name(el), !!el.closest("main"), el.parentElement);
      }
      return [...new Set(found)];
    },
    [edge, mainEdge] as const,
  );
}

/** Links, buttons and fields smaller than 44x44 px (a checkbox or radio counts with its label). */
function smallTargets(page: Page) {
  return page.evaluate((target) => {
    const found: string[] = [];
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex='0']";
    for (const el of document.body.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest(".ck-visually-hidden, [hidden], [inert]")) continue;
      let rect = el.getBoundingClientRect();
      // Shown only when focused (the skip link waits above the page) or not drawn at all.
      if (rect.width <= 1 || rect.height <= 1 || rect.bottom <= 0) continue;
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) rect = label.getBoundingClientRect();
      }
      // A link inside a sentence is exempt (WCAG 2.5.8): its line sets its height.
      if (el.tagName === "A" && style.display === "inline") {
        const sentence = el.parentElement?.textContent?.trim() ?? "";
        if (sentence.length > (el.textContent?.trim().length ?? 0) + 1) continue;
      }
      if (rect.width < target - 0.5 || rect.height < target - 0.5) {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        found.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${label}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    }
    return [...new Set(found)];
  }, target);
}

/** A page as its visitor sees it: hydrated, its data arrived (no loading spinner left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-app-ready]").waitFor();
  await expect(page.locator(".ck-spinner")).toHaveCount(0);
  // The cookie banner is answered once (it covers the bottom of every page otherwise).
  const reject = page.getByRole("button", { name: "Reject All" });
  if (await reject.isVisible()) {
    await reject.click();
    await expect(reject).toBeHidden();
  }
}

/**
 * A Saturday of the month the events calendar opens on (the week of the 15th, in Buffalo), so the
 * right-most column holds a title far longer than a day's cell: whatever other tests added, the
 * calendar is checked with one.
 */
function saturdayThisMonth(): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" })
    .format(new Date())
    .split("-")
    .map(Number);
  const fifteenth = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15));
  fifteenth.setUTCDate(15 + 6 - fifteenth.getUTCDay());
  return fifteenth.toISOString().slice(0, 10);
}

// The three widths run side by side (each worker adds and removes its own wide event).
test.describe.configure({ mode: "parallel" });

let staff: APIRequestContext | undefined;
let longEvent: Event | undefined;

test.beforeAll(async ({ playwright }) => {
  staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await staff.post("/api/auth/login", {
    data: { email: process.env.E2E_EDITOR_EMAIL, password: process.env.E2E_EDITOR_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const created = await staff.post("/api/events", {
    data: {
      title: `WWWWWWWWWWWWWWWWWWWWWWWW: a wide title for the layout check ${Date.now()}`,
      description: "Added by the layout test and removed after it.",
      date: saturdayThisMonth(),
      time: "10:00 AM - 11:00 AM",
      location: "Fellowship Hall",
    },
  });
  expect(created.status()).toBe(201);
  longEvent = ((await created.json()) as { event: Event }).event;
});

test.afterAll(async () => {
  if (longEvent) expect((await staff?.delete(`/api/events/${longEvent.id}`))?.ok()).toBe(true);
  await staff?.dispose();
});

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: width === 390 });
    test(`no content touches the edge${width === 390 ? " and every tap target is 44x44 or more" : ""}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const path of pages) {
        await open(page, path);
        for (const problem of await contentAtTheEdge(page, width >= 1280 ? 48 : edge))
          problems.push(`${path}: ${problem}`);
        if (width === 390)
          for (const problem of await smallTargets(page)) problems.push(`${path}: tap ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
