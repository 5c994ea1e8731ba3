import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Runs against the one-origin server with the demo accounts of this run (scripts/e2e-global-setup.ts).

test("videos and social media: what the pastor saves is what the public API serves", async ({ page }) => {
  const title = `Advent service ${Date.now()}`;
  await signIn(page, account("PASTOR"));

  await page.getByRole("button", { name: "Video Management" }).click();
  await page.getByRole("button", { name: "Add Video" }).click();
  const form = page.getByRole("dialog", { name: "Add Video" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form
    .getByRole("textbox", { name: "YouTube video ID or link" })
    .fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Video Added")).toBeVisible();
  const videos = (await (await page.request.get("/api/videos")).json()) as {
    videos: Array<{ title: string; youtubeId: string }>;
  };
  expect(videos.videos.find((v) => v.title === title)?.youtubeId).toBe("dQw4w9WgXcQ");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await item.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete “${title}”?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Video Deleted")).toBeVisible();

  await page.getByRole("button", { name: "Social Media" }).click();
  await page.getByRole("textbox", { name: "Instagram URL" }).fill("https://instagram.com/amanifriends");
  await page.getByRole("switch", { name: "Show Instagram" }).check();
  await expect(page.getByRole("link", { name: "Instagram" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Social media settings saved")).toBeVisible();
  const social = (await (await page.request.get("/api/social-media")).json()) as {
    instagram: string | null;
    enabled: { instagram: boolean };
  };
  expect(social.instagram).toBe("https://instagram.com/amanifriends");
  expect(social.enabled.instagram).toBe(true);
});

test("a visitor's meeting request shows as pending with a badge; accepting it offers the .ics file", async ({
  page,
}) => {
  const name = `Visitor ${Date.now()}`;
  const inThreeDays = buffaloDate(3);
  const submitted = await page.request.post("/api/meeting-requests", {
    data: {
      name,
      email: "visitor@example.org",
      meetingType: "counseling",
      preferredDate: inThreeDays,
      preferredTime: "2:00 PM",
      purpose: "I would like to talk about membership.",
    },
  });
  expect(submitted.status()).toBe(201);

  await signIn(page, account("PASTOR"));
  await expect(page.getByRole("button", { name: /Pastor Portal\s*\d+/ })).toBeVisible();
  await page.getByRole("button", { name: /Pastor Portal/ }).click();
  const actions = page.getByRole("group", { name: `Actions for ${name}` });
  await actions.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: `Respond to ${name}` });
  await dialog.getByRole("button", { name: "Send Response" }).click();
  await expect(
    dialog.getByText("Please add a message when declining or suggesting a new time"),
  ).toBeVisible();
  await dialog.getByRole("radio", { name: "Accept" }).check();
  await dialog.getByRole("textbox", { name: "Message" }).fill("Happy to meet you.");
  await dialog.getByRole("button", { name: "Send Response" }).click();
  await expect(page.getByText("Meeting Response Sent")).toBeVisible();

  const download = page.waitForEvent("download");
  await actions.getByRole("button", { name: "Add to iCalendar" }).click();
  expect((await download).suggestedFilename()).toBe(`meeting-${inThreeDays}.ics`);
});
