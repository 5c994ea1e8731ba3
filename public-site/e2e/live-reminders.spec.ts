import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * "Notify me" on the live stream page (issue #29 item 7): one reminder before the next stream, by
 * e-mail or by SMS/WhatsApp with consent, in the page's language, and never the newsletter. The
 * reminder itself goes out 30 minutes before the stream (API tests send it with a moved clock).
 */
const languages = [
  {
    path: "/live-stream",
    language: "en",
    notify: "Notify Me",
    email: "Email address",
    byText: "Text message",
    phone: "Mobile number",
    consent: /Send me one message 30 minutes before/,
    consentError: "Please tick the box to agree to a text message",
    submit: "Remind me",
    done: /We will remind you 30 minutes before the stream on Sunday 3:00 PM in Buffalo \(E[SD]T\)/,
  },
  {
    path: "/sw/live-stream",
    language: "sw",
    notify: "Nijulishe",
    email: "Anwani ya barua pepe",
    byText: "Ujumbe mfupi",
    phone: "Namba ya simu ya mkononi",
    consent: /Nitumie ujumbe mmoja dakika 30 kabla/,
    consentError: "Tafadhali weka alama kwenye kisanduku ili ukubali ujumbe mfupi",
    submit: "Nikumbushe",
    done: /Tutakukumbusha dakika 30 kabla ya matangazo ya Jumapili saa 9:00 alasiri/,
  },
] as const;

async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "church-cookie-consent",
      JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
    );
  });
  await page.goto(path);
  await page.locator("html[data-app-ready]").waitFor();
}

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

for (const l of languages) {
  for (const width of [390, 1280] as const) {
    test.describe(`${l.path} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test("Notify me sets one reminder before the next stream, not the newsletter", async ({ page }) => {
        await open(page, l.path);
        const newsletter: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/api/newsletter")) newsletter.push(request.url());
        });
        await page.locator(".ps-live-tools").getByRole("link", { name: l.notify }).click();
        await expect(page).toHaveURL(/#live-notify$/);
        const form = page.locator("#live-notify");
        const sent = page.waitForRequest(
          (request) => request.url().endsWith("/api/live-stream/reminders") && request.method() === "POST",
        );
        if (width === 390) {
          // A phone: a WhatsApp message, which needs the ticked consent box.
          await form.getByRole("radio", { name: l.byText }).check();
          await form.getByRole("textbox", { name: l.phone }).fill("+254 712 345 678");
          await form.getByRole("radio", { name: "WhatsApp" }).check();
          await form.getByRole("button", { name: l.submit }).click();
          await expect(form.getByText(l.consentError)).toBeVisible();
          await shoot(page, `public-live-notify-consent-${l.language}-${width}`);
          await form.getByRole("checkbox", { name: l.consent }).check();
        } else {
          await form
            .getByRole("textbox", { name: l.email })
            .fill(`live-${l.language}-${Date.now()}@example.org`);
        }
        await form.getByRole("button", { name: l.submit }).click();
        await expect(form.getByRole("status")).toContainText(l.done);
        const body = (await sent).postDataJSON() as Record<string, unknown>;
        expect(body.language).toBe(l.language);
        if (width === 390) expect(body).toMatchObject({ phone: "+254 712 345 678", channel: "whatsapp" });
        expect(newsletter).toEqual([]);
        await shoot(page, `public-live-notify-${l.language}-${width}`);
      });
    });
  }
}
