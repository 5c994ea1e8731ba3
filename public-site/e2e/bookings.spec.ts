import type { Browser } from "@playwright/test";
import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { receivedMail } from "../../admin-portal/e2e/support/smtp-sink.ts";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

// Issue #30, item 4 (decision 039): a visitor books one of the pastor's free slots, the pastor
// proposes another time in one step, and the visitor accepts it from the e-mail's signed link.
// Runs against the one-origin server, whose e-mail goes to this run's SMTP sink.

const run = Date.now();

const words = {
  en: {
    prefix: "",
    name: "Full Name",
    email: "Email Address",
    date: "Preferred date",
    time: "Preferred time",
    format: "Meeting format",
    purpose: "Purpose of the meeting",
    send: "Send Request",
    sent: "Meeting Request Sent!",
    nairobi: /in Nairobi/,
    subject: "A new time is suggested for your meeting",
  },
  sw: {
    prefix: "/sw",
    name: "Jina Kamili",
    email: "Anwani ya Barua Pepe",
    date: "Tarehe unayopendelea",
    time: "Saa unayopendelea",
    format: "Njia ya mkutano",
    purpose: "Lengo la mkutano",
    send: "Tuma Ombi",
    sent: "Ombi la Miadi Limetumwa!",
    nairobi: /huko Nairobi/,
    subject: "Muda mpya wa mkutano unapendekezwa",
  },
} as const;

/** The accept link of the proposal e-mailed to `email`, as a path of this origin. */
async function proposalLink(email: string, subject: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = receivedMail().find((m) => m.to.includes(email) && m.text.includes(subject));
        link =
          /https?:\/\/[^/\s]+(\/api\/meeting-requests\/proposal\?token=[\w.-]+)/.exec(
            mail?.text ?? "",
          )?.[1] ?? "";
        return link;
      },
      { timeout: 30_000, message: `a proposal link e-mailed to ${email}` },
    )
    .not.toBe("");
  return link;
}

async function visitorPage(browser: Browser) {
  // A visitor in Nairobi: each free time also says when it is there.
  const context = await newContext(browser, { timezoneId: "Africa/Nairobi" });
  return context.newPage();
}

for (const [language, w] of Object.entries(words) as Array<[keyof typeof words, (typeof words)["en"]]>) {
  test(`a visitor books a free slot and accepts a proposed time from the e-mail link (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Booker ${language} ${run}`;
    const email = `booker-${language}-${run}@example.org`;
    const day = buffaloDate(language === "en" ? 12 : 13);
    const proposedDay = buffaloDate(language === "en" ? 20 : 21);

    // The visitor picks a free date and time, shown in Buffalo's zone and their own.
    const page = await visitorPage(browser);
    await page.goto(`${w.prefix}/schedule-meeting`);
    await page.locator("html[data-app-ready]").waitFor();
    await page.getByRole("textbox", { name: w.name }).fill(name);
    await page.getByRole("textbox", { name: w.email }).fill(email);
    await page.getByRole("combobox", { name: w.date }).selectOption(day);
    const time = page.getByRole("combobox", { name: w.time });
    const first = time.getByRole("option").nth(1);
    await expect(first).toHaveText(w.nairobi);
    const slot = (await first.getAttribute("value")) ?? "";
    await time.selectOption(slot);
    // Under the field: Buffalo's zone, and the chosen time on the visitor's clock.
    const hint = page.getByText(/(Times are in|Saa ni za) Buffalo \((EST|EDT)\)/).first();
    await expect(hint).toContainText(w.nairobi);
    await page.getByRole("combobox", { name: w.format }).selectOption("video");
    await page.getByRole("textbox", { name: w.purpose }).fill("Counsel about my family.");
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByRole("heading", { name: w.sent })).toBeVisible();

    // The slot is taken: nobody else is offered it.
    const free = (await (await page.request.get("/api/meeting-requests/slots")).json()) as {
      slots: Array<{ date: string; time: string }>;
    };
    expect(free.slots).not.toContainEqual(expect.objectContaining({ date: day, time: slot }));

    // The pastor sees format and urgency, and proposes another time in one step.
    const staff = await (await newContext(browser)).newPage();
    await signIn(staff, account("PASTOR"));
    await staff.getByRole("button", { name: /Pastor Portal/ }).click();
    const card = staff.getByRole("article").filter({ hasText: name });
    await expect(card.getByText(/Format: Video call/)).toBeVisible();
    await expect(card.getByText("Urgency: Routine (within 1-2 weeks)")).toBeVisible();
    await staff
      .getByRole("group", { name: `Actions for ${name}` })
      .getByRole("button", { name: "Suggest New Time" })
      .click();
    const dialog = staff.getByRole("dialog", { name: `Respond to ${name}` });
    await dialog.getByRole("textbox", { name: "Message" }).fill("Could we meet the week after?");
    await dialog.getByRole("textbox", { name: "Suggested date" }).fill(proposedDay);
    await dialog.getByRole("combobox", { name: "Suggested time" }).selectOption("3:00 PM");
    await dialog.getByRole("button", { name: "Send Response" }).click();
    await expect(staff.getByText("Meeting Response Sent")).toBeVisible();
    await expect(card.getByText("Rescheduled", { exact: true })).toBeVisible();

    // The visitor accepts from the e-mail's link, without replying.
    const link = await proposalLink(email, w.subject);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Accept the proposed time?" })).toBeVisible();
    await page.getByRole("button", { name: /Accept this time/ }).click();
    await expect(page.getByRole("heading", { name: "Meeting confirmed" })).toBeVisible();
    await expect(page.getByText(/meet\.jit\.si\/AmaniFriends-[0-9a-f]{20}/).first()).toBeVisible();
    // The same link again confirms nothing new.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Meeting confirmed" })).toBeVisible();

    // The pastor's portal shows the meeting accepted at the proposed time, with its video link.
    await staff.reload();
    await staff.getByRole("button", { name: /Pastor Portal/ }).click();
    await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Video call link" })).toHaveAttribute(
      "href",
      /^https:\/\/meet\.jit\.si\/AmaniFriends-/,
    );
    await expect
      .poll(() => receivedMail().some((m) => m.subject.startsWith(`Meeting confirmed: ${name}`)), {
        timeout: 30_000,
      })
      .toBe(true);
  });
}
