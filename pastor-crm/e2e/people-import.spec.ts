import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * Issue #27 item 4, in Swahili on a phone: a Planning Center export with one column of its own is
 * mapped through the column picker, checked (a dry run: who would be created, updated or skipped and
 * why), then imported.
 */
test("a CSV from another system is mapped, checked and imported, in Swahili on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const digits = String(Date.now()).slice(-6);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account("PASTOR"));

  // Someone the church already knows, without a phone: the file's row with her e-mail fills it in
  // (an update fills only what is empty: her stage stays).
  const known = `grace-${run}@example.org`;
  const added = await page.request.post("/api/crm/people", {
    data: {
      givenName: "Grace",
      familyName: `Wanjiru${run}`,
      language: "sw",
      phones: [],
      email: known,
      stage: "visitor",
    },
  });
  expect(added.status()).toBe(201);

  const csv = [
    "First Name,Last Name,Email,Mobile Phone Number,Membership,Jina la Kaya",
    `Baraka,Odhiambo${run},baraka-${run}@example.org,0722 ${digits.slice(0, 3)} ${digits.slice(3)},Member,Odhiambo ${run}`,
    `Grace,Wanjiru${run},${known},0733 ${digits.slice(0, 3)} ${digits.slice(3)},Attender,`,
    `Petro,Simu${run},petro-${run}@example.org,12,Visitor,`,
  ].join("\n");

  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
  await page.goto("/admin/crm/people");
  await expect(page.getByRole("heading", { level: 1, name: "Watu" })).toBeVisible();
  await page.getByRole("button", { name: "Leta", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Leta watu kutoka CSV" });
  await dialog.getByLabel("Faili ya CSV").setInputFiles({
    name: "planning-center.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });

  // The names Planning Center uses are picked already; the household column is the church's own.
  const mapping = dialog.getByRole("group", { name: "Safu za faili" });
  await expect(mapping.getByRole("combobox", { name: "Jina la kwanza" })).toHaveValue("First Name");
  await expect(mapping.getByRole("combobox", { name: "Simu", exact: true })).toHaveValue(
    "Mobile Phone Number",
  );
  await expect(mapping.getByRole("combobox", { name: "Kaya" })).toHaveValue("");
  await mapping.getByRole("combobox", { name: "Kaya" }).selectOption("Jina la Kaya");

  await dialog.getByRole("button", { name: "Kagua" }).click();
  const report = dialog.getByRole("region", { name: "Kile ambacho uletaji ungefanya" });
  await expect(report).toContainText("1 wapya, 1 wa kusasishwa, 1 wameachwa; kaya mpya 1");
  const rows = report.getByRole("listitem");
  await expect(rows.filter({ hasText: `Odhiambo${run}` })).toContainText("Mpya");
  await expect(rows.filter({ hasText: `Wanjiru${run}` })).toContainText("Sasisha");
  await expect(rows.filter({ hasText: `Simu${run}` })).toContainText("Imeachwa");
  await expect(rows.filter({ hasText: `Simu${run}` })).toContainText(
    "“12” katika “Mobile Phone Number” si namba ya simu",
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // A dry run writes nothing.
  const before = await page.request.get(`/api/crm/people?q=${encodeURIComponent(`Odhiambo${run}`)}`);
  expect(((await before.json()) as { total: number }).total).toBe(0);

  await dialog.getByRole("button", { name: "Leta", exact: true }).click();
  await expect(page.getByText("Imeletwa: 1 wapya, 1 wamesasishwa")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both are found by the last four digits of the phones the file gave them.
  await page.getByRole("searchbox", { name: "Tafuta watu" }).fill(digits.slice(-4));
  await page.getByRole("button", { name: "Tafuta", exact: true }).click();
  const list = page.getByRole("list", { name: "Watu" });
  await expect(list.getByRole("link", { name: new RegExp(`Baraka Odhiambo${run}.*Mshiriki`) })).toBeVisible();
  await expect(list.getByRole("link", { name: new RegExp(`Grace Wanjiru${run}.*Mgeni`) })).toBeVisible();
});
