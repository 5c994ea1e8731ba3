/**
 * Draws the installed app's icons (public/icons/) from the site's mark, once; the PNGs are committed.
 *   node --import tsx scripts/make-icons.ts   (from a package with tsx; needs Chromium: CHROMIUM_PATH or /usr/bin/chromium)
 * "any": the rounded mark as in favicon.svg; "maskable": the mark inside the 80% safe zone of a
 * full-bleed square, so the phone's own mask shape never cuts it.
 */
import { chromium } from "playwright-core";

const green = "#1f5c56";
const cross = (size: number, scale: number) => {
  const c = size / 2;
  const h = (20 * size * scale) / 64;
  const arm = (12 * size * scale) / 64;
  const w = (6 * size * scale) / 64;
  return `<path d="M${c} ${c - h}v${2 * h}M${c - arm} ${c - h + arm}h${2 * arm}" stroke="#fff" stroke-width="${w}" stroke-linecap="round"/>`;
};
const svg = (size: number, maskable: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  (maskable
    ? `<rect width="${size}" height="${size}" fill="${green}"/>${cross(size, 0.7)}`
    : `<rect width="${size}" height="${size}" rx="${(14 * size) / 64}" fill="${green}"/>${cross(size, 1)}`) +
  "</svg>";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>body{margin:0}</style>${svg(size, maskable)}`);
  await page.locator("svg").screenshot({ path: `public/icons/${name}`, omitBackground: true });
}
await browser.close();
