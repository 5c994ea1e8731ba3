import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/** Signs the seeded demo pastor in (the sign-in page in English), then reads the portal in Swahili. */
async function signInInSwahili(page: Page) {
  const email = process.env.E2E_PASTOR_EMAIL ?? "";
  const password = process.env.E2E_PASTOR_PASSWORD ?? "";
  if (!email || !password) throw new Error("E2E_PASTOR_EMAIL and E2E_PASTOR_PASSWORD must be set");
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
}

test.use({ viewport: { width: 390, height: 844 } });

test("the pastor changes a visit with a confidential note and then deletes it, in Swahili on a phone", async ({
  page,
}) => {
  const stamp = Date.now();
  const secret = `Siri ya ziara ${stamp}`;
  await signInInSwahili(page);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { id: string } };
  const created = await page.request.post("/api/crm/people", {
    data: { givenName: "Zuhura", familyName: `Kamau${stamp}`, language: "sw", phones: [], stage: "member" },
  });
  expect(created.status()).toBe(201);
  const { person } = (await created.json()) as { person: { id: string } };
  const visit = await page.request.post("/api/crm/visits", {
    data: {
      personId: person.id,
      kind: "hospital",
      visitedOn: "2026-11-20",
      staffIds: [me.user.id],
      note: secret,
      confidential: true,
    },
  });
  expect(visit.status()).toBe(201);

  await page.goto(`/admin/crm/people/${person.id}`);
  const care = page.getByRole("list", { name: "Ziara na madokezo" });
  const item = care.getByRole("listitem").filter({ hasText: "Ziara hospitalini" });
  await item.getByRole("button", { name: /^Badilisha/ }).click();
  const dialog = page.getByRole("dialog", { name: "Badilisha ziara" });
  await expect(dialog.getByRole("textbox", { name: /Dokezo/ })).toHaveValue("");
  await dialog.getByRole("combobox", { name: "Aina" }).selectOption("home");
  await dialog.getByLabel(/^Tarehe/).fill("2026-11-21");
  await dialog.getByRole("button", { name: "Hifadhi" }).click();
  await expect(dialog).toBeHidden();

  const changed = care.getByRole("listitem").filter({ hasText: "Ziara nyumbani" });
  await expect(changed).toContainText("Dokezo la siri la Pastor Demo");
  await expect(changed).not.toContainText(secret);
  await expect(page.getByRole("list", { name: "Historia" })).toContainText("Ziara (nyumbani) na Pastor Demo");
  // The sealed note was kept: it still opens, with the same text.
  await changed.getByRole("button", { name: "Soma dokezo" }).click();
  await expect(changed.getByText(secret)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await changed.getByRole("button", { name: /^Futa/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Ufute ziara hii?" });
  await confirm.getByRole("button", { name: "Futa" }).click();
  await expect(page.getByText("Ziara imefutwa")).toBeVisible();
  await expect(care).toHaveCount(0);
  await expect(page.getByText("Bado hakuna ziara wala dokezo.")).toBeVisible();
});
