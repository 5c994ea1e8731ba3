// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's package, or other usual places.
// As root on Debian/Ubuntu it installs the `chromium` package when none is found; otherwise it says
// exactly what to install. (Playwright's own browser download is not used: it needs network access.)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
].filter(Boolean);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install.status === 0 && findChromium()) return findChromium();
  }
  throw new Error(
    "No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; " +
      "macOS: Google Chrome) or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  console.log(ensureChromium());
}
