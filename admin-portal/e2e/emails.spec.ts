import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// The administrators' E-mails screen (issue #30, item 6): what the site sent, with its text, on a
// phone and in Swahili too.

for (const { width, language } of [
  { width: 1280, language: "en" },
  { width: 390, language: "sw" },
] as const) {
  test.describe(`at ${width} px in ${language === "en" ? "English" : "Swahili"}`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an administrator reads the e-mail a visitor's contact message sent to the church", async ({
      page,
    }) => {
      const subject = `Parking on Sunday ${Date.now().toString(36)}`;
      const sent = await page.request.post("/api/contact-messages", {
        data: {
          name: "Neema Wanjiru",
          email: "neema@example.org",
          subject,
          message: "Is there parking nearby?",
        },
      });
      expect(sent.status()).toBe(201);

      await signIn(page, account("ADMIN"));
      // The language the staff member chose (the switch remembers it here).
      await page.evaluate((chosen) => localStorage.setItem("church-language", chosen), language);
      await page.goto("/admin?tab=emails");
      const title = language === "en" ? "E-mails" : "Barua Pepe";
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const email = page.getByRole("article", { name: `Contact form: ${subject}` });
      await expect(email).toBeVisible();
      await expect(email).toContainText(
        language === "en" ? "Replies go to neema@example.org" : "neema@example.org",
      );
      await email.getByText(language === "en" ? "Show the text" : "Onyesha maandishi").click();
      await expect(email).toContainText("Is there parking nearby?");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}

test("a content editor has no E-mails tab and is sent back from its address", async ({ page }) => {
  await signIn(page, account("EDITOR"));
  await expect(page.getByRole("button", { name: "E-mails" })).toHaveCount(0);
  await page.goto("/admin?tab=emails");
  await expect(page).toHaveURL(/[?&]tab=overview/);
});
