import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Issue 30, item 3: a newsletter letter is a page of its own that saves itself; Escape, a reload or a
// closed tab never loses its words. In English and Swahili, on a phone and a desktop.

const texts = {
  en: {
    newLetter: "New letter",
    subject: "Subject",
    content: "Content",
    subjectSw: "Subject (SW)",
    saved: /^Saved at /,
    back: "← Back to the newsletter",
    drafts: "Letters in progress",
    schedule: "Send later",
    date: "Date (Buffalo)",
  },
  sw: {
    newLetter: "Barua mpya",
    subject: "Kichwa",
    content: "Maudhui",
    subjectSw: "Kichwa (SW)",
    saved: /^Imehifadhiwa /,
    back: "← Rudi kwenye jarida",
    drafts: "Barua zinazoandikwa",
    schedule: "Tuma baadaye",
    date: "Tarehe (Buffalo)",
  },
} as const;

for (const language of ["en", "sw"] as const) {
  for (const width of [390, 1280] as const) {
    const t = texts[language];
    test.describe(`in ${language === "en" ? "English" : "Swahili"} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("a newsletter draft survives Escape and a reload", async ({ page }) => {
        const stamp = `${language}-${width}-${Date.now().toString(36)}`;
        const subject = `Advent letter ${stamp}`;
        const body = `Join us for the Advent services, ${stamp}.`;
        await signIn(page, account("EDITOR"));
        await page.evaluate((chosen) => localStorage.setItem("church-language", chosen), language);
        await page.goto("/admin?tab=newsletter");

        // New letter: a draft on the server, opened as its own page.
        await page.getByRole("button", { name: t.newLetter }).click();
        await page.waitForURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
        const address = page.url();
        await page.getByRole("textbox", { name: t.subject, exact: true }).fill(subject);
        await page.getByRole("textbox", { name: t.content, exact: true }).click();
        await page.keyboard.type(body);
        await page.getByRole("textbox", { name: t.subjectSw, exact: true }).fill(`Barua ya Majilio ${stamp}`);

        // Escape closes nothing and loses nothing; a reload at once (before the autosave's pause is
        // over) keeps the words too: the page saves as it goes away.
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(address);
        await expect(page.getByRole("textbox", { name: t.subject, exact: true })).toHaveValue(subject);
        await page.reload();
        await expect(page).toHaveURL(address);
        await expect(page.getByRole("textbox", { name: t.subject, exact: true })).toHaveValue(subject);
        await expect(page.getByRole("textbox", { name: t.content, exact: true })).toContainText(body);
        await expect(page.getByRole("textbox", { name: t.subjectSw, exact: true })).toHaveValue(
          `Barua ya Majilio ${stamp}`,
        );
        await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
        await expect(page.getByRole("heading", { name: t.schedule })).toBeVisible();
        await expect(page.getByRole("textbox", { name: t.date })).toBeVisible();

        // Typing on, then a reload after the autosave: still there.
        await page.getByRole("textbox", { name: t.content, exact: true }).click();
        await page.keyboard.press("End");
        await page.keyboard.type(" Karibuni.");
        await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
        await page.reload();
        await expect(page.getByRole("textbox", { name: t.content, exact: true })).toContainText("Karibuni.");
        await page.screenshot({
          path: `test-results/screenshots/newsletter-composer-${language}-${width}.png`,
          fullPage: true,
        });

        // Back in the tab, the letter is listed among those in progress.
        await page.getByRole("button", { name: t.back }).click();
        await expect(
          page.getByRole("list", { name: t.drafts }).getByRole("listitem", { name: subject }),
        ).toBeVisible();
        const id = address.split("/").pop() ?? "";
        expect((await page.request.delete(`/api/newsletter/drafts/${id}`)).status()).toBe(200);
      });
    });
  }
}
