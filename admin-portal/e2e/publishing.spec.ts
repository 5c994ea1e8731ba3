import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Publish means publish (issue #30, item 1): a content form saves a draft or publishes, a published
// item is unpublished, the list shows the state, the public site follows, and a draft's preview link
// opens for staff only. In English at 1280 px and in Swahili on a phone.

const texts = {
  en: {
    content: "Content Management",
    tab: "Articles",
    add: "Add Article",
    edit: "Edit Article",
    editMenu: "Edit",
    actions: (title: string) => `Actions for ${title}`,
    title: "Title",
    excerpt: /^Excerpt/,
    body: /^Content/,
    saveDraft: "Save draft",
    publish: "Publish",
    unpublish: "Unpublish",
    draft: "Draft",
    published: "Published",
    preview: "Open preview",
    draftBanner: "Draft: visitors cannot see this yet.",
    publicPrefix: "",
  },
  sw: {
    content: "Usimamizi wa Maudhui",
    tab: "Makala",
    add: "Ongeza Makala",
    edit: "Hariri Makala",
    editMenu: "Hariri",
    actions: (title: string) => `Vitendo vya ${title}`,
    title: "Kichwa",
    excerpt: /^Dondoo/,
    body: /^Maudhui/,
    saveDraft: "Hifadhi rasimu",
    publish: "Chapisha",
    unpublish: "Ondoa kwenye tovuti",
    draft: "Rasimu",
    published: "Imechapishwa",
    preview: "Fungua onyesho la awali",
    draftBanner: "Rasimu: wageni bado hawawezi kuiona.",
    publicPrefix: "/sw",
  },
} as const;

/** The public API's answer for the article (its read cache may hold the old answer for a moment). */
const expectPublicStatus = (page: Page, slug: string, status: number) =>
  expect
    .poll(async () => (await page.request.get(`/api/articles/${slug}`)).status(), { timeout: 15_000 })
    .toBe(status);

/** What an anonymous visitor's browser shows at a path (a fresh context: no staff cookie). */
async function asVisitor<T>(browser: Browser, run: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The public articles page lists the title, or not (its rendered pages follow each publish at once or soon). */
async function expectOnPublicSite(browser: Browser, path: string, title: string, shown: boolean) {
  await asVisitor(browser, async (visitor) => {
    await expect(async () => {
      await visitor.goto(path);
      await expect(visitor.getByRole("main").getByText(title)).toHaveCount(shown ? 1 : 0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });
}

for (const { width, language } of [
  { width: 1280, language: "en" },
  { width: 390, language: "sw" },
] as const) {
  const t = texts[language];
  test.describe(`at ${width} px in ${language === "en" ? "English" : "Swahili"}`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("save a draft, publish, unpublish: the list shows the state and the public site follows", async ({
      page,
      browser,
    }) => {
      const title = `Silence ${language} ${Date.now().toString(36)}`;
      await signIn(page, account("EDITOR"));
      await page.evaluate((chosen) => localStorage.setItem("church-language", chosen), language);
      await page.goto("/admin?tab=content");
      await page.getByRole("tab", { name: t.tab }).click();

      // Save draft: stored, listed as a draft, not on the public site.
      await page.getByRole("button", { name: t.add }).click();
      const form = page.getByRole("dialog", { name: t.add });
      await form.getByRole("textbox", { name: t.title, exact: true }).fill(title);
      await form.getByLabel(t.excerpt).first().fill("Waiting worship, in a few words.");
      await form.getByRole("textbox", { name: t.body }).first().click();
      await page.keyboard.type("In the silence we listen.");
      await form.getByRole("button", { name: t.saveDraft }).click();
      await expect(form).toBeHidden();
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect(row.getByText(t.draft, { exact: true })).toBeVisible();
      const listed = (await (
        await page.request.get(`/api/admin/articles?q=${encodeURIComponent(title)}`)
      ).json()) as {
        articles: Array<{ id: string; slug: string; status: string }>;
      };
      const saved = listed.articles[0];
      expect(saved?.status).toBe("draft");
      if (!saved) throw new Error("the draft was not stored");
      await expectPublicStatus(page, saved.slug, 404);
      await expectOnPublicSite(browser, `${t.publicPrefix}/articles`, title, false);

      // The draft's preview link: the staff member sees the draft...
      await row.getByRole("button", { name: t.actions(title) }).click();
      await page.getByRole("menuitem", { name: t.editMenu, exact: true }).click();
      const edit = page.getByRole("dialog", { name: t.edit });
      const previewLink = edit.getByRole("link", { name: t.preview });
      const previewPath = await previewLink.getAttribute("href");
      expect(previewPath).toBe(`/admin/preview/article/${saved.id}`);
      const staffPreview = await page.context().newPage();
      await staffPreview.goto(previewPath ?? "");
      await expect(staffPreview.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(staffPreview.getByText(t.draftBanner)).toBeVisible();
      await staffPreview.close();
      // ...an anonymous visitor gets the 404 page and nothing of the draft.
      await asVisitor(browser, async (visitor) => {
        await visitor.goto(previewPath ?? "");
        await expect(visitor.getByText("Oops! Page not found")).toBeVisible();
        await expect(visitor.getByText(title)).toHaveCount(0);
        const api = await visitor.request.get(`/api/admin/preview/article/${saved.id}`);
        expect(api.status()).toBe(401);
        expect(await api.text()).not.toContain(title);
      });

      // Publish: on the public site.
      await edit.getByRole("button", { name: t.publish, exact: true }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByText(t.published, { exact: true })).toBeVisible();
      await expectPublicStatus(page, saved.slug, 200);
      await expectOnPublicSite(browser, `${t.publicPrefix}/articles`, title, true);

      // Unpublish: gone from the public site, a draft again in the list.
      await row.getByRole("button", { name: t.actions(title) }).click();
      await page.getByRole("menuitem", { name: t.editMenu, exact: true }).click();
      await expect(edit.getByRole("button", { name: t.publish, exact: true })).toHaveCount(0);
      await edit.getByRole("button", { name: t.unpublish }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByText(t.draft, { exact: true })).toBeVisible();
      await expectPublicStatus(page, saved.slug, 404);
      await expectOnPublicSite(browser, `${t.publicPrefix}/articles`, title, false);

      // The row menu publishes too, without opening the form.
      await row.getByRole("button", { name: t.actions(title) }).click();
      await page.getByRole("menuitem", { name: t.publish, exact: true }).click();
      await expect(row.getByText(t.published, { exact: true })).toBeVisible();
      await expectPublicStatus(page, saved.slug, 200);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}
