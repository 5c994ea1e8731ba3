import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

// The seeded demo accounts, as the e2e global setup hands them over.
function account(role: "PASTOR" | "ADMIN") {
  const email = process.env[`E2E_${role}_EMAIL`] ?? "";
  const password = process.env[`E2E_${role}_PASSWORD`] ?? "";
  if (!email || !password) throw new Error(`E2E_${role}_EMAIL and E2E_${role}_PASSWORD must be set`);
  return { email, password };
}

/** Signs in (the sign-in page in English), then reads the portal in Swahili. */
async function signInInSwahili(page: Page, role: "PASTOR" | "ADMIN") {
  const { email, password } = account(role);
  await page.context().clearCookies();
  await page.goto("/admin-login");
  await page.evaluate(() => localStorage.removeItem("church-language"));
  await page.reload();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.use({ viewport: { width: 390, height: 844 } });

test("the pastor records a hospital visit with a confidential note, in Swahili on a phone; the administrator sees the visit but not the note", async ({
  page,
}) => {
  const stamp = Date.now();
  const secret = `Anahofia upasuaji wake ${stamp}`;
  await signInInSwahili(page, "PASTOR");
  const created = await page.request.post("/api/crm/people", {
    data: { givenName: "Rehema", familyName: `Wanjiku${stamp}`, language: "sw", phones: [], stage: "member" },
  });
  expect(created.status()).toBe(201);
  const { person } = (await created.json()) as { person: { id: string } };

  await page.goto(`/admin/crm/people/${person.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Rehema Wanjiku${stamp}` })).toBeVisible();
  await page.getByRole("button", { name: "Andika ziara au simu" }).click();
  const dialog = page.getByRole("dialog", { name: "Andika ziara au simu" });
  await dialog.getByRole("combobox", { name: "Aina" }).selectOption("hospital");
  await dialog.getByRole("checkbox", { name: "Pastor Demo" }).check();
  await dialog.getByRole("textbox", { name: /Dokezo/ }).fill(secret);
  await dialog.getByRole("checkbox", { name: /Siri/ }).check();
  await dialog.getByRole("button", { name: "Hifadhi" }).click();
  await expect(dialog).toBeHidden();

  const care = page.getByRole("list", { name: "Ziara na madokezo" });
  const visit = care.getByRole("listitem").filter({ hasText: "Ziara hospitalini" });
  await expect(visit).toContainText("Dokezo la siri la Pastor Demo");
  await expect(visit).not.toContainText(secret);
  await visit.getByRole("button", { name: "Soma dokezo" }).click();
  await expect(visit.getByText(secret)).toBeVisible();
  const timeline = page.getByRole("list", { name: "Historia" });
  await expect(timeline).toContainText("Ziara (hospitalini) na Pastor Demo");
  await expect(timeline).not.toContainText(secret);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The administrator did not write it: the visit is there, the note's text is not, on screen or by API.
  await signInInSwahili(page, "ADMIN");
  await page.goto(`/admin/crm/people/${person.id}`);
  const adminTimeline = page.getByRole("list", { name: "Historia" });
  await expect(adminTimeline).toContainText("Ziara (hospitalini) na Pastor Demo");
  const adminVisit = page
    .getByRole("list", { name: "Ziara na madokezo" })
    .getByRole("listitem")
    .filter({ hasText: "Ziara hospitalini" });
  await expect(adminVisit).toContainText("Dokezo la siri la Pastor Demo");
  await expect(adminVisit).toContainText("Ni mwandishi wake na wachungaji tu wanaoweza kulisoma.");
  await expect(adminVisit.getByRole("button", { name: "Soma dokezo" })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(secret);
  const care2 = await page.request.get(`/api/crm/people/${person.id}/care`);
  const body = await care2.text();
  expect(body).not.toContain(secret);
  const noteId = (JSON.parse(body) as { visits: { note: { id: string } }[] }).visits[0]?.note.id;
  expect((await page.request.get(`/api/crm/care-notes/${noteId}`)).status()).toBe(403);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
