import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";

/*
 * Issue #28's walk: a newcomer's first contact opens her follow-up; the pastor, on a phone in Swahili,
 * sends the church's welcome by SMS from the step (the test text provider "sends" it), sees the step
 * done, the welcome on the newcomer's timeline, and the text among the messages sent.
 */
const phone = { width: 390, height: 844 };

test("the pastor welcomes a newcomer by SMS from her follow-up step, on a phone in Swahili", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const firstName = `Imani${run}`;
  const name = `${firstName} Wanjiru`;
  const digits = String(Date.now()).slice(-8);

  // Her first contact: a message through the contact form, in Swahili, with her Kenyan mobile number.
  const visitor = await newContext(browser);
  const wrote = await visitor.request.post("/api/contact-messages", {
    data: {
      name,
      email: `imani-${run.toLowerCase()}@example.org`,
      phone: `+2547${digits}`,
      subject: "Salamu",
      message: "Nilifurahia ibada ya Jumapili.",
      language: "sw",
    },
  });
  expect(wrote.status()).toBe(201);
  await visitor.close();

  await page.setViewportSize(phone);
  await signIn(page, account("PASTOR"));
  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
  await page.goto("/admin/crm/follow-up");
  await expect(page.getByRole("heading", { level: 1, name: "Ufuatiliaji" })).toBeVisible();
  // The welcome is due in two days: coming up, on the pastor's own list (the default).
  await expect(page.getByRole("combobox", { name: "Hatua za" })).toHaveValue("mine");
  const coming = page.getByRole("region", { name: /^Zinazokuja/ });
  const step = coming.getByRole("listitem", { name: `Ujumbe wa kukaribisha: ${name}` });
  await step.getByRole("button", { name: "Tuma ukaribisho" }).click();

  const dialog = page.getByRole("dialog", { name: `Mkaribishe ${name}` });
  await expect(dialog.getByRole("radio", { name: /^SMS/ })).toBeChecked();
  // The church's template in her language, her name filled in.
  await expect(
    dialog.getByText(new RegExp(`^Habari ${firstName}, asante kwa kututembelea Kanisa la Marafiki Amani`)),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Tuma", exact: true }).click();
  await expect(dialog).toBeHidden();

  const done = page
    .getByRole("region", { name: /^Zilizokamilika karibuni/ })
    .getByRole("listitem", { name: `Ujumbe wa kukaribisha: ${name}` });
  await expect(done.getByText("Ujumbe wa kukaribisha umetumwa kwa SMS")).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // On her page: the follow-up, and the welcome on her timeline.
  await page
    .getByRole("link", { name: `Fungua ${name}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ufuatiliaji wa mgeni" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Historia" })).toContainText(
    "Hatua ya ufuatiliaji imekamilika: Ujumbe wa kukaribisha · SMS",
  );

  // The text among those sent: the test provider marks it sent once the job worker has run.
  await page.goto("/admin?tab=pastor-portal");
  const text = page
    .getByRole("listitem")
    .filter({ hasText: "Ukaribisho wa mgeni mpya (ufuatiliaji)" })
    .filter({ hasText: `Habari ${firstName}` });
  await expect(text.getByText(/kupitia SMS, kwa Kiswahili/)).toBeVisible();
  await expect(text.getByText("Umetumwa", { exact: true })).toBeVisible({ timeout: 45_000 });
});
