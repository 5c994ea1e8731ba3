import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Issue 30, item 2: a media library. A picture is uploaded (a file that is not one is refused with a
// clear message), described in both languages before it may be used, chosen in an article's form,
// drawn on the public page at the size the page uses, and put in a newsletter letter. In English on a
// computer and in Swahili on a phone.

const photo = readFileSync(new URL("./fixtures/meeting-house.jpg", import.meta.url));

const texts = {
  en: {
    picturesTab: "Pictures",
    choose: "Choose a file",
    notAPicture: "This file is not a picture we can read. Try another photo.",
    notAllowed: /notes\.txt is not a picture we can use/,
    needsAlt: "Needs alt text",
    ready: "Ready to use",
    describe: "Describe the picture",
    altEn: "Alt text (English)",
    altSw: "Alt text (Swahili)",
    altEnRequired: "Describe the picture in English",
    saveAndUse: "Save and use",
    content: "Content Management",
    articles: "Articles",
    add: "Add Article",
    title: "Title",
    excerpt: /^Excerpt/,
    body: /^Content/,
    pick: "Choose from library",
    pickTitle: "Choose a picture",
    image: "Image URL",
    publish: "Publish",
    prefix: "",
    alt: "The meeting house on a still autumn morning",
    newLetter: "New letter",
    letterContent: "Content",
    insert: "Insert picture",
    use: "Use this picture",
  },
  sw: {
    picturesTab: "Picha",
    choose: "Chagua faili",
    notAPicture: "Faili hili si picha tunayoweza kusoma. Jaribu picha nyingine.",
    notAllowed: /notes\.txt si picha tunayoweza kutumia/,
    needsAlt: "Inahitaji maelezo",
    ready: "Tayari kutumika",
    describe: "Eleza picha",
    altEn: "Maelezo ya picha (Kiingereza)",
    altSw: "Maelezo ya picha (Kiswahili)",
    altEnRequired: "Eleza picha kwa Kiingereza",
    saveAndUse: "Hifadhi na utumie",
    content: "Usimamizi wa Maudhui",
    articles: "Makala",
    add: "Ongeza Makala",
    title: "Kichwa",
    excerpt: /^Dondoo/,
    body: /^Maudhui/,
    pick: "Chagua kutoka maktaba",
    pickTitle: "Chagua picha",
    image: "Kiungo cha picha",
    publish: "Chapisha",
    prefix: "/sw",
    alt: "Nyumba ya mikutano asubuhi tulivu ya vuli",
    newLetter: "Barua mpya",
    letterContent: "Maudhui",
    insert: "Weka picha",
    use: "Tumia picha hii",
  },
} as const;

async function asVisitor<T>(
  browser: Browser,
  viewport: { width: number; height: number },
  run: (p: Page) => Promise<T>,
) {
  const context = await browser.newContext({ viewport });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const { width, language, drawn } of [
  // The article column: 48rem (768 px) on a computer, the screen less its margins on a phone.
  { width: 1280, language: "en", drawn: "800.webp" },
  { width: 390, language: "sw", drawn: "480.webp" },
] as const) {
  const t = texts[language];
  test.describe(`at ${width} px in ${language === "en" ? "English" : "Swahili"}`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("upload a picture, use it in an article and see it on the public page at the right size", async ({
      page,
      browser,
    }) => {
      const stamp = `${language}-${Date.now().toString(36)}`;
      const fileName = `meeting-house-${stamp}.jpg`;
      const title = `Autumn at the meeting house ${stamp}`;
      await signIn(page, account("EDITOR"));
      await page.evaluate((chosen) => localStorage.setItem("church-language", chosen), language);
      await page.goto("/admin?tab=pictures");
      const upload = page.getByLabel(t.choose);

      // Bad files: one refused before sending (not an image type), one by the server (not a picture).
      await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(page.getByText(t.notAllowed)).toBeVisible();
      await upload.setInputFiles({
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<html><script>alert(1)</script></html>"),
      });
      await expect(page.getByText(t.notAPicture)).toBeVisible();

      // A real photo: stored, its description asked for at once; left for later, it needs alt text.
      await upload.setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: photo });
      const describe = page.getByRole("dialog", { name: new RegExp(t.describe) });
      await expect(describe).toBeVisible();
      await page.keyboard.press("Escape");
      const card = page.getByRole("listitem").filter({ hasText: fileName });
      await expect(card.getByText(t.needsAlt)).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/media-library-${language}-${width}.png`,
        fullPage: true,
      });

      // The article's form: the picture is chosen from the library, described first in both languages.
      await page.goto("/admin?tab=content");
      await page.getByRole("tab", { name: t.articles }).click();
      await page.getByRole("button", { name: t.add }).click();
      const form = page.getByRole("dialog", { name: t.add });
      await form.getByRole("textbox", { name: t.title, exact: true }).fill(title);
      await form.getByLabel(t.excerpt).first().fill("Leaves, light and a quiet meeting.");
      await form.getByRole("textbox", { name: t.body }).first().click();
      await page.keyboard.type("The maples by the meeting house turned this week.");
      await form.getByRole("button", { name: t.pick }).click();
      const picker = page.getByRole("dialog", { name: t.pickTitle });
      await picker.getByRole("button", { name: new RegExp(fileName) }).click();
      await picker.getByRole("button", { name: t.saveAndUse }).click();
      await expect(picker.getByText(t.altEnRequired)).toBeVisible();
      await picker.getByRole("textbox", { name: t.altEn }).fill(texts.en.alt);
      await picker.getByRole("textbox", { name: t.altSw }).fill(texts.sw.alt);
      await page.screenshot({ path: `test-results/screenshots/media-picker-${language}-${width}.png` });
      await picker.getByRole("button", { name: t.saveAndUse }).click();
      await expect(picker).toBeHidden();
      await expect(form.getByRole("textbox", { name: t.image })).toHaveValue(
        /^\/api\/media-library\/[0-9a-f-]{36}\/1600\.webp$/,
      );
      await form.getByRole("button", { name: t.publish, exact: true }).click();
      await expect(form).toBeHidden();

      const listed = (await (
        await page.request.get(`/api/admin/articles?q=${encodeURIComponent(title)}`)
      ).json()) as {
        articles: Array<{ slug: string }>;
      };
      const slug = listed.articles[0]?.slug;
      if (!slug) throw new Error("the article was not stored");
      const path = `${t.prefix}/articles/${slug}`;

      // The server-rendered page already carries every size, so the browser picks before any script.
      await expect
        .poll(async () => (await page.request.get(path)).text(), { timeout: 20_000 })
        .toMatch(
          /srcset="[^"]*480\.webp 480w[^"]*800\.webp 800w[^"]*1200\.webp 1200w[^"]*1600\.webp 1600w"/i,
        );

      await asVisitor(browser, { width, height: 900 }, async (visitor) => {
        await visitor.goto(path);
        const picture = visitor.getByRole("img", { name: t.alt });
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toHaveAttribute("width", "1600");
        await expect(picture).toHaveAttribute("height", "1067");
        await expect(picture).toHaveAttribute("loading", "lazy");
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
          .toMatch(new RegExp(`/${drawn.replace(".", "\\.")}$`));
        // The size the page draws it at: the chosen width is the smallest that covers it (the browser
        // reports its natural width scaled to the slot: 800 px drawn in 768, 480 in 358).
        const { natural, drawnWidth } = await picture.evaluate((img: HTMLImageElement) => ({
          natural: img.naturalWidth,
          drawnWidth: img.getBoundingClientRect().width,
        }));
        expect(natural).toBe(Math.round(drawnWidth));
        expect(drawnWidth).toBeLessThanOrEqual(Number.parseInt(drawn, 10));
        await visitor.screenshot({ path: `test-results/screenshots/media-article-${language}-${width}.png` });
      });

      // The newsletter: the same picture, at its full address (an e-mail has no site around it).
      await page.goto("/admin?tab=newsletter");
      await page.getByRole("button", { name: t.newLetter }).click();
      await page.waitForURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: t.insert }).first().click();
      const letterPicker = page.getByRole("dialog", { name: t.pickTitle });
      await letterPicker.getByRole("button", { name: new RegExp(fileName) }).click();
      await letterPicker.getByRole("button", { name: t.use }).click();
      await expect(letterPicker).toBeHidden();
      const letterImage = page
        .getByRole("textbox", { name: t.letterContent, exact: true })
        .getByRole("img", { name: texts.en.alt });
      await expect(letterImage).toHaveAttribute(
        "src",
        /^http:\/\/localhost:\d+\/api\/media-library\/[0-9a-f-]{36}\/800\.webp$/,
      );
      await page.screenshot({ path: `test-results/screenshots/media-newsletter-${language}-${width}.png` });
    });
  });
}
