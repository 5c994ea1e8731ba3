import type { Locator } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

// Runs against the one-origin server with the demo accounts of this run (scripts/e2e-global-setup.ts).

/** A mono 8 kHz 8-bit PCM WAV of `seconds` of silence: long enough to seek in, under a megabyte. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples, 0x80); // 0x80 is silence in unsigned 8-bit PCM
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples, 40);
  return wav;
}

const currentTime = (player: Locator) =>
  player.locator("audio").evaluate((a: HTMLAudioElement) => a.currentTime);

test("an audio file uploaded in the Audio tab plays on /audio-services, seeks, and is served in byte ranges", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Advent sermon ${Date.now()}`;
  const wav = silentWav(75);
  await signIn(page, account("PASTOR"));

  // Upload: a wrong type is refused in the browser, the WAV goes up with its size and duration.
  await page.getByRole("button", { name: "Audio Management" }).click();
  await page.getByRole("button", { name: "Upload Audio" }).click();
  const form = page.getByRole("dialog", { name: "Upload Audio" });
  const fileInput = form.getByLabel(/^Audio file/);
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(form.getByText("Please choose an audio file (MP3, M4A, WAV or OGG)")).toBeVisible();
  await fileInput.setInputFiles({ name: "advent-sermon.wav", mimeType: "audio/wav", buffer: wav });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Speaker" }).fill("Pastor Amani");
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("Waiting with hope.");
  // The upload is held at the network until the progress bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/audio-services", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(form.getByRole("progressbar", { name: /^Upload(ing|ed)/ })).toBeVisible();
  release();
  await expect(page.getByText("Audio service uploaded successfully!")).toBeVisible();
  await page.unroute("**/api/audio-services");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  // The server read the duration from the file (nothing was typed in the Duration field).
  await expect(item.getByText(/1:15/)).toBeVisible();

  const listed = (await (await page.request.get("/api/audio-services")).json()) as {
    audioServices: Array<{ title: string; audioUrl: string; duration: string; fileSizeBytes: number | null }>;
  };
  const stored = listed.audioServices.find((a) => a.title === title);
  expect(stored).toMatchObject({ duration: "1:15", fileSizeBytes: wav.length });
  const audioUrl = stored?.audioUrl ?? "";

  // The file is served in byte ranges, which is what lets a browser seek without downloading it all.
  const ranged = await page.request.get(audioUrl, { headers: { range: "bytes=100-199" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-range"]).toBe(`bytes 100-199/${wav.length}`);
  expect((await ranged.body()).equals(wav.subarray(100, 200))).toBe(true);

  // The public page lists it; its player plays and seeks.
  const rangeAnswers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(audioUrl)) rangeAnswers.push(response.status());
  });
  await page.goto("/audio-services");
  // Scripts load after the first paint: a tap before hydration does nothing.
  await page.locator("html[data-app-ready]").waitFor();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Play ${title}` }).click();
  await expect(card.getByRole("button", { name: `Pause ${title}` })).toBeVisible();
  await expect.poll(() => currentTime(card), { message: "playback advances" }).toBeGreaterThan(0.5);

  await card.getByRole("button", { name: "Forward 30 seconds" }).click();
  await expect.poll(() => currentTime(card)).toBeGreaterThanOrEqual(30);
  await card.getByRole("button", { name: "Back 30 seconds" }).click();
  await expect.poll(() => currentTime(card)).toBeLessThan(30);

  const seekBar = card.getByRole("slider", { name: `Position in ${title}` });
  await seekBar.fill("60");
  await expect.poll(() => currentTime(card)).toBeGreaterThanOrEqual(60);
  await expect(seekBar).toHaveAttribute("aria-valuetext", /^1:0\d \/ 1:15$/);
  expect(rangeAnswers).toContain(206);

  // Clean up through the tab: deleted, it is gone from the public list.
  await page.goto("/admin?tab=audio");
  await item.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete “${title}”?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Audio deleted successfully")).toBeVisible();
  const after = (await (await page.request.get("/api/audio-services")).json()) as {
    audioServices: Array<{ title: string }>;
  };
  expect(after.audioServices.map((a) => a.title)).not.toContain(title);
});
