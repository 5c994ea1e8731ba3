import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Runs against the one-origin server without Twilio settings: the offline test provider keeps every
// text message for staff to read, and the server's job worker "sends" them as it would through Twilio.

test("a Swahili visitor asks for WhatsApp reminders; the pastor sees them sent, scheduled, then cancelled", async ({
  browser,
}) => {
  const name = `Mgeni ${Date.now()}`;
  const day = buffaloDate(4);

  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  // The Swahili page of the form.
  await page.goto("/sw/schedule-meeting");
  await page.locator("html[data-app-ready]").waitFor();
  await page.getByRole("textbox", { name: "Jina Kamili" }).fill(name);
  await page.getByRole("textbox", { name: "Anwani ya Barua Pepe" }).fill("mgeni@example.org");
  await page.getByRole("combobox", { name: "Tarehe unayopendelea" }).selectOption(day);
  await page.getByRole("combobox", { name: "Saa unayopendelea" }).selectOption("10:00 AM");
  await page.getByRole("textbox", { name: "Lengo la mkutano" }).fill("Ningependa kujiunga na kanisa.");
  await page.getByRole("checkbox", { name: /^Nitumie ujumbe wa uthibitisho/ }).check();
  await page.getByRole("textbox", { name: /Namba ya simu ya mkononi/ }).fill("+254 712 345 678");
  await page.getByRole("radio", { name: "WhatsApp" }).check();
  await page.getByRole("button", { name: "Tuma Ombi" }).click();
  await expect(page.getByRole("heading", { name: "Ombi la Miadi Limetumwa!" })).toBeVisible();
  await visitor.close();

  const staff = await (await newContext(browser)).newPage();
  await signIn(staff, account("PASTOR"));
  await staff.getByRole("button", { name: /Pastor Portal/ }).click();
  const texts = staff.getByRole("list").filter({ has: staff.getByText("Meeting request received") });
  const received = texts.getByRole("listitem").filter({ hasText: "Meeting request received" });
  await expect(received.getByText("To +254 712 345678 by WhatsApp, in Swahili")).toBeVisible();
  await expect(received.getByText(/^Kanisa la Marafiki Amani: tumepokea ombi lako la mkutano/)).toBeVisible();
  // The job worker sends it within a poll or two; the list refreshes on its own.
  await expect(received.getByText("Sent", { exact: true })).toBeVisible({ timeout: 45_000 });

  const actions = staff.getByRole("group", { name: `Actions for ${name}` });
  await actions.getByRole("button", { name: "Accept" }).click();
  await staff
    .getByRole("dialog", { name: `Respond to ${name}` })
    .getByRole("button", { name: "Send Response" })
    .click();
  await expect(staff.getByText("Meeting Response Sent")).toBeVisible();
  await staff.reload();
  const reminder = staff
    .getByRole("listitem")
    .filter({ hasText: "Meeting reminder, 2 hours before" })
    .first();
  await expect(reminder.getByText("Scheduled")).toBeVisible();

  await actions.getByRole("button", { name: "Cancel Meeting" }).click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Cancel Meeting" }).click();
  await expect(staff.getByText("Meeting cancelled")).toBeVisible();
  await staff.reload();
  await expect(reminder.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(reminder.getByText("Reason: Cancelled: the meeting was cancelled")).toBeVisible();
});
