import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

function account() {
  const email = process.env.E2E_PASTOR_EMAIL ?? "";
  const password = process.env.E2E_PASTOR_PASSWORD ?? "";
  if (!email || !password) throw new Error("E2E_PASTOR_EMAIL and E2E_PASTOR_PASSWORD must be set");
  return { email, password };
}

async function signIn(page: Page) {
  const { email, password } = account();
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.use({ viewport: { width: 390, height: 844 } });
// Three gifts, a count and a close on a phone-sized screen: longer than most specs.
test.setTimeout(120_000);

test("the treasurer enters Sunday's offering as a batch in Swahili, closes it, and the Sunday record shows it", async ({
  page,
}) => {
  // The treasurer works with the pastor's account (a pastor-capable role).
  await signIn(page);
  const stamp = String(Date.now()).slice(-6);
  const name = `Wanjiku Kamau${stamp}`;
  const created = await page.request.post("/api/crm/people", {
    data: { givenName: "Wanjiku", familyName: `Kamau${stamp}`, language: "sw", phones: [], stage: "member" },
  });
  expect(created.status()).toBe(201);

  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
  await page.goto("/admin/crm/offerings");
  await expect(page.getByRole("heading", { level: 1, name: "Sadaka" })).toBeVisible();
  // The date is this Sunday (or the last one) in Buffalo, filled in.
  await page.getByRole("button", { name: "Fungua fungu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Fungu la / })).toBeVisible();
  await expect(page.getByText("Wazi", { exact: true })).toBeVisible();

  const form = page.getByRole("form", { name: "Ongeza toleo" });
  // 1. A named giver's cash tithe: found by name, chosen, amount, fund; Enter saves.
  await form.getByRole("searchbox", { name: "Mtoaji" }).fill(`Kamau${stamp}`);
  await form.getByRole("button", { name: `Chagua ${name}` }).click();
  await expect(form.getByText(`Mtoaji: ${name}`)).toBeVisible();
  await form.getByRole("spinbutton", { name: "Kiasi ($)" }).fill("50");
  await form.getByRole("combobox", { name: "Mfuko" }).selectOption("tithe");
  await form.getByRole("spinbutton", { name: "Kiasi ($)" }).press("Enter");
  await expect(page.getByText("Toleo limeongezwa").first()).toBeVisible();
  const gifts = page.getByRole("region", { name: "Matoleo" });
  await expect(gifts.getByRole("listitem")).toHaveCount(1);

  // 2. An anonymous cash offering: the giver left empty.
  await expect(form.getByRole("searchbox", { name: "Mtoaji" })).toBeFocused();
  await form.getByRole("spinbutton", { name: "Kiasi ($)" }).fill("20");
  await form.getByRole("combobox", { name: "Mfuko" }).selectOption("general");
  await form.getByRole("button", { name: "Ongeza toleo" }).click();
  await expect(gifts.getByRole("listitem")).toHaveCount(2);
  await expect(gifts).toContainText("Bila jina");

  // 3. An M-Pesa gift: a wrong receipt code is refused in Swahili, the right one (typed in lower case) kept.
  await form.getByRole("spinbutton", { name: "Kiasi ($)" }).fill("30");
  await form.getByRole("combobox", { name: "Njia" }).selectOption("mobile_money");
  const code = form.getByRole("textbox", { name: "Namba ya risiti ya M-Pesa" });
  await code.fill("ABC12");
  await form.getByRole("button", { name: "Ongeza toleo" }).click();
  await expect(form.getByText("Namba ya risiti ya M-Pesa ni herufi kubwa na tarakimu 10.")).toBeVisible();
  await code.fill("sgh7k2l9qx");
  await form.getByRole("button", { name: "Ongeza toleo" }).click();
  await expect(gifts.getByRole("listitem")).toHaveCount(3);
  await expect(gifts).toContainText("SGH7K2L9QX");

  const totals = page.getByRole("region", { name: "Jumla" });
  await expect(totals).toContainText("$100.00");

  // The counted cash first short by $10: the difference shows and the batch cannot be closed.
  await page.getByRole("spinbutton", { name: "Taslimu iliyohesabiwa ($)" }).fill("60");
  await page.getByRole("spinbutton", { name: "Hundi zilizohesabiwa ($)" }).fill("0");
  await page.getByRole("button", { name: "Hifadhi hesabu" }).click();
  await expect(page.getByText("Tofauti ya Taslimu: -$10.00")).toBeVisible();
  await expect(page.getByRole("button", { name: "Funga fungu" })).toBeDisabled();
  await page.getByRole("spinbutton", { name: "Taslimu iliyohesabiwa ($)" }).fill("70");
  await page.getByRole("button", { name: "Hifadhi hesabu" }).click();
  await expect(page.getByText("Hesabu inalingana na matoleo.")).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Funga fungu" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("$100.00");
  await confirm.getByRole("button", { name: "Funga fungu" }).click();
  await expect(page.getByText("Limefungwa", { exact: true })).toBeVisible();
  await expect(page.getByText(/Fungu hili limefungwa/)).toBeVisible();
  await expect(page.getByRole("form", { name: "Ongeza toleo" })).toHaveCount(0);

  // The Sunday record: $50 of tithes and $50 of offerings from the batch, shown as such.
  await page.goto("/admin/crm");
  await expect(page.getByText("pamoja na $50.00 kutoka mafungu ya sadaka").first()).toBeVisible();
  await expect(page.getByText("Kati yake kutoka mafungu ya sadaka: $100.00").first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
