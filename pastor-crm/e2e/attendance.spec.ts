import { nextServiceDate } from "@church/contracts";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

// The seeded demo accounts, as the e2e global setup hands them over.
function account(role: "PASTOR" | "USHER") {
  const email = process.env[`E2E_${role}_EMAIL`] ?? "";
  const password = process.env[`E2E_${role}_PASSWORD`] ?? "";
  if (!email || !password) throw new Error(`E2E_${role}_EMAIL and E2E_${role}_PASSWORD must be set`);
  return { email, password };
}

/** A phone in Swahili, signed in through the sign-in page. */
async function phoneInSwahili(browser: Browser, role: "PASTOR" | "USHER"): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem("church-language", "sw"));
  const page = await context.newPage();
  const { email, password } = account(role);
  await page.goto("/admin-login");
  await page.getByRole("textbox", { name: "Barua pepe" }).fill(email);
  await page.getByRole("textbox", { name: "Nenosiri", exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingia", exact: true }).click();
  return page;
}

async function pastorApi(request: APIRequestContext) {
  const { email, password } = account("PASTOR");
  expect((await request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
}

const tapped = (page: Page, name: string) => page.getByRole("button", { name, pressed: true });

test("ushers take attendance by name on two phones in Swahili, and the Sunday record shows it", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const family = `Mutua${stamp}`;
  const sunday = nextServiceDate(buffaloDate());
  await pastorApi(request);
  const names = ["Amina", "Baraka", "Neema", "Grace"];
  for (const givenName of names) {
    const created = await request.post("/api/crm/people", {
      data: { givenName, familyName: family, language: "sw", phones: [], stage: "attender" },
    });
    expect(created.status()).toBe(201);
  }

  // The usher signs in and lands on attendance: the only page their account opens.
  const usher = await phoneInSwahili(browser, "USHER");
  await usher.waitForURL("**/admin/crm/attendance");
  await expect(usher.getByRole("heading", { level: 1, name: "Mahudhurio" })).toBeVisible();
  const nav = usher.getByRole("navigation", { name: "Watumishi" });
  await expect(nav.getByRole("link", { name: "Mahudhurio" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Kumbukumbu za kanisa" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Watu" })).toHaveCount(0);

  // The pastor has the same service open on another phone.
  const pastor = await phoneInSwahili(browser, "PASTOR");
  await pastor.waitForURL("**/admin");
  await pastor.goto("/admin/crm/attendance");
  await pastor.getByRole("searchbox", { name: "Tafuta majina" }).fill(family);
  await expect(pastor.getByRole("button", { name: `Amina ${family}`, pressed: false })).toBeVisible();

  const search = usher.getByRole("searchbox", { name: "Tafuta majina" });
  await search.fill(family);
  for (const given of names) await usher.getByRole("button", { name: `${given} ${family}` }).click();
  for (const given of names) await expect(tapped(usher, `${given} ${family}`)).toBeVisible();

  // A newcomer at the door: a name and a phone.
  await usher.getByRole("button", { name: "Ongeza mgeni" }).click();
  const dialog = usher.getByRole("dialog", { name: "Ongeza mgeni" });
  await dialog.getByRole("textbox", { name: "Jina la kwanza" }).fill("Zawadi");
  await dialog.getByRole("textbox", { name: /Jina la ukoo/ }).fill(family);
  await dialog.getByRole("textbox", { name: /Simu/ }).fill("+254 712 345 678");
  await dialog.getByRole("button", { name: "Ongeza na umweke kuwa yupo" }).click();
  await expect(tapped(usher, `Zawadi ${family}`)).toBeVisible();
  await expect(usher.getByText("Bado haijahifadhiwa")).toHaveCount(0);
  const overflow = await usher.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The taps were saved: a reload shows them all.
  await usher.reload();
  await usher.getByRole("searchbox", { name: "Tafuta majina" }).fill(family);
  for (const given of [...names, "Zawadi"]) await expect(tapped(usher, `${given} ${family}`)).toBeVisible();
  await expect(usher.getByText("5 wapo")).toBeVisible();

  // The other phone saw every tap within seconds, without a reload.
  for (const given of [...names, "Zawadi"]) {
    await expect(tapped(pastor, `${given} ${family}`)).toBeVisible({ timeout: 8000 });
  }
  // An undo on one phone is an undo on the other.
  await usher.getByRole("button", { name: `Grace ${family}` }).click();
  await expect(pastor.getByRole("button", { name: `Grace ${family}`, pressed: false })).toBeVisible({
    timeout: 8000,
  });
  await usher.getByRole("button", { name: `Grace ${family}` }).click();
  await expect(tapped(pastor, `Grace ${family}`)).toBeVisible({ timeout: 8000 });

  // The usher is turned away from the records, kindly.
  await usher.goto("/admin/crm");
  await expect(usher.getByRole("heading", { name: "Ukurasa huu si wa wahudumu" })).toBeVisible();
  await usher.getByRole("link", { name: "Fungua mahudhurio" }).click();
  await expect(usher.getByRole("heading", { level: 1, name: "Mahudhurio" })).toBeVisible();

  // That Sunday's record: the head count the pastor typed, and the 5 counted by name beside it.
  const record = await request.post("/api/crm/records", {
    data: { date: sunday, attendance: 23, tithes: 0, offerings: 0, notes: `e2e ${stamp}` },
  });
  expect(record.status()).toBe(201);
  await pastor.goto("/admin/crm");
  const row = pastor.getByRole("row").filter({ hasText: `e2e ${stamp}` });
  await expect(row).toContainText("23");
  await expect(row).toContainText("waliohesabiwa kwa majina: 5");

  await usher.context().close();
  await pastor.context().close();
});
