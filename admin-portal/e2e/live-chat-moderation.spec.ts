import { expect, newContext, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

/*
 * Staff moderate the live chat beside the stream settings: a hidden message leaves a second viewer's
 * page within two seconds, through the event stream, without a reload; a blocked name cannot post again.
 */
test("a hidden chat message leaves another viewer's page within 2 s; a blocked name cannot post", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const rude = `Rude words ${stamp}`;
  const kind = `Karibu nyote ${stamp}`;

  // Two viewers on the live page; the first writes, each from an address of their own.
  const writerContext = await newContext(browser, { extraHTTPHeaders: { "x-forwarded-for": "10.88.0.1" } });
  const writer = await writerContext.newPage();
  const watcher = await (await newContext(browser)).newPage();
  await writer.goto("/live-stream");
  await watcher.goto("/live-stream");
  await writer.locator("html[data-app-ready]").waitFor();
  await watcher.locator("html[data-app-ready]").waitFor();
  const send = async (text: string) => {
    await writer.getByRole("textbox", { name: "Your name" }).fill(`Troll ${stamp}`);
    await writer.getByRole("textbox", { name: "Message" }).fill(text);
    await writer.getByRole("button", { name: "Send" }).click();
  };
  await send(rude);
  const watched = watcher.getByRole("list", { name: "Chat messages" });
  await expect(watched.getByText(rude)).toBeVisible();

  // Staff see the same chat beside the stream settings.
  await signIn(page, account("EDITOR"));
  await page.goto("/admin?tab=livestream");
  await expect(page.getByRole("textbox", { name: "YouTube stream URL" })).toBeVisible();
  const chat = page.getByRole("list", { name: "Chat messages" });
  const message = chat.getByRole("listitem").filter({ hasText: rude });
  await expect(message).toBeVisible();
  await message.getByRole("button", { name: `Moderate the message of Troll ${stamp}` }).click();
  await page.getByRole("menuitem", { name: "Hide for everyone" }).click();
  const hiddenAt = Date.now();
  await expect(watched.getByText(rude)).toHaveCount(0, { timeout: 2000 });
  expect(Date.now() - hiddenAt).toBeLessThan(2000);
  await expect(chat.getByText(rude)).toHaveCount(0);

  // Blocked for the rest of the stream: the name's next message is refused, with the reason.
  await send(kind);
  const next = chat.getByRole("listitem").filter({ hasText: kind });
  await expect(next).toBeVisible();
  await next.getByRole("button", { name: `Moderate the message of Troll ${stamp}` }).click();
  await page.getByRole("menuitem", { name: `Block the name “Troll ${stamp}”` }).click();
  await expect(page.getByText(`Troll ${stamp} can no longer post during this stream`)).toBeVisible();
  await expect(watched.getByText(kind)).toHaveCount(0, { timeout: 2000 });
  await send("Am I still here?");
  await expect(writer.getByText("You can no longer post in this chat.")).toBeVisible();

  // Lifted: the viewer may write again.
  await page.getByRole("button", { name: `Unblock Troll ${stamp}` }).click();
  await expect(page.getByRole("button", { name: `Unblock Troll ${stamp}` })).toHaveCount(0);
  await writerContext.close();
  await watcher.close();
});
