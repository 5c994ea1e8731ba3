import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageHeaders, productionEnv } from "./security-headers.ts";

/**
 * infra/containers/static-app.nginx.conf served by the real nginx (Debian's, when installed) over a
 * small built-app folder of each kind: the public site (prerendered pages and the 200.html shell) and
 * an app built under /_mf/admin/ (index.html shell). What a browser gets: status, body, caching.
 */
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((bin) => {
  try {
    execFileSync(bin, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
});
const conf = readFileSync(
  fileURLToPath(new URL("../../containers/static-app.nginx.conf", import.meta.url)),
  "utf8",
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function writeFiles(root: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
}

/** Runs nginx with the container's server block (its root and port moved into a temp folder). */
async function serve(
  work: string,
  html: string,
  app: string,
): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const headers = fileURLToPath(new URL(`../../containers/security-headers/${app}.conf`, import.meta.url));
  const routes = fileURLToPath(new URL(`../../containers/app-routes/${app}.conf`, import.meta.url));
  const server = conf
    .replace("listen 8080;", `listen 127.0.0.1:${port};`)
    .replace("root /usr/share/nginx/html;", `root ${html};`)
    .replaceAll("/etc/nginx/security-headers.conf", headers)
    .replaceAll("/etc/nginx/app-routes.conf", routes);
  const prefix = join(work, `nginx-${port}`);
  mkdirSync(join(prefix, "logs"), { recursive: true });
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${server}
}
`,
  );
  const child = spawn(
    nginx as string,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    try {
      await fetch(`${origin}/_static-health`);
      return { origin, process: child };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill();
  throw new Error(`nginx did not start: ${stderr}`);
}

const get = async (url: string) => {
  const response = await fetch(url, { redirect: "manual" });
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get("cache-control"),
    csp: response.headers.get("content-security-policy"),
    nosniff: response.headers.get("x-content-type-options"),
    location: response.headers.get("location"),
  };
};

describe.skipIf(!nginx)("static-app.nginx.conf on nginx", () => {
  const work = mkdtempSync(join(tmpdir(), "church-static-nginx-"));
  const running: ChildProcess[] = [];
  let site = "";
  let admin = "";

  beforeAll(async () => {
    chmodSync(work, 0o755); // nginx's workers run as another user
    writeFiles(join(work, "public-site"), {
      "index.html": "<title>prerendered home</title>",
      "200.html": "<title>app shell</title>",
      "about/index.html": "<title>prerendered about</title>",
      "remoteEntry.js": "/* public remote */",
      "assets/index-abc123.js": "/* hashed */",
      "_mf/remotes.json": '{"publicSite":"/remoteEntry.js"}',
    });
    writeFiles(join(work, "admin-portal"), {
      "index.html": "<title>admin shell</title>",
      "remoteEntry.js": "/* admin remote */",
      "assets/admin-def456.js": "/* admin hashed */",
    });
    const a = await serve(work, join(work, "public-site"), "public-site");
    const b = await serve(work, join(work, "admin-portal"), "admin-portal");
    running.push(a.process, b.process);
    site = a.origin;
    admin = b.origin;
  });

  afterAll(() => {
    for (const child of running) child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  });

  it("serves the public site's prerendered pages, and the bare shell for other routes", async () => {
    expect(await get(`${site}/`)).toMatchObject({
      status: 200,
      body: "<title>prerendered home</title>",
      cache: "no-cache",
    });
    expect(await get(`${site}/about`)).toMatchObject({
      status: 200,
      body: "<title>prerendered about</title>",
    });
    expect(await get(`${site}/about/`)).toMatchObject({
      status: 200,
      body: "<title>prerendered about</title>",
    });
    // Not the prerendered home: the shell, where the app renders the route (or its 404 page).
    expect(await get(`${site}/articles/some-article`)).toMatchObject({
      status: 200,
      body: "<title>app shell</title>",
    });
    expect(await get(`${site}/_mf/remotes.json`)).toMatchObject({ status: 200, cache: "no-cache" });
    // A path that is no page of the site: the shell (its 404 page) with status 404, as the one-origin server.
    expect(await get(`${site}/no-such-page`)).toMatchObject({
      status: 404,
      body: "<title>app shell</title>",
    });
    expect(await get(`${site}/articles/a/b`)).toMatchObject({
      status: 404,
      body: "<title>app shell</title>",
    });
    expect(await get(`${site}/news/article/some-article/`)).toMatchObject({
      status: 200,
      body: "<title>app shell</title>",
    });
  });

  it("caches hashed assets for a year, revalidates the remote entry, and 404s a missing asset", async () => {
    expect(await get(`${site}/assets/index-abc123.js`)).toMatchObject({
      status: 200,
      cache: "public, max-age=31536000, immutable",
    });
    expect(await get(`${site}/remoteEntry.js`)).toMatchObject({ status: 200, cache: "no-cache" });
    expect((await get(`${site}/assets/gone-000.js`)).status).toBe(404);
  });

  it("redirects the old public addresses", async () => {
    expect(await get(`${site}/news/blog`)).toMatchObject({
      status: 301,
      location: expect.stringMatching(/\/articles$/),
    });
    expect(await get(`${site}/news/announcements`)).toMatchObject({ status: 301 });
  });

  it("serves an app built under /_mf/admin/ from its base path, and its shell for its routes", async () => {
    expect(await get(`${admin}/_mf/admin/remoteEntry.js`)).toMatchObject({
      status: 200,
      body: "/* admin remote */",
    });
    expect(await get(`${admin}/_mf/admin/assets/admin-def456.js`)).toMatchObject({
      status: 200,
      body: "/* admin hashed */",
      cache: "public, max-age=31536000, immutable",
    });
    expect(await get(`${admin}/admin/users`)).toMatchObject({
      status: 200,
      body: "<title>admin shell</title>",
    });
    expect(await get(`${admin}/_mf/admin/index.html`)).toMatchObject({
      status: 200,
      body: "<title>admin shell</title>",
    });
  });

  it("sends the app's own Content-Security-Policy and the other security headers, as the API does", async () => {
    const env = productionEnv();
    const csp = (headers: [string, string][]) => new Map(headers).get("content-security-policy");
    const publicCsp = csp(pageHeaders("publicSite", env));
    const adminCsp = csp(pageHeaders("adminPortal", env));
    expect(publicCsp).toContain("https://www.paypal.com");
    expect(adminCsp).not.toContain("paypal");
    expect(await get(`${site}/`)).toMatchObject({ csp: publicCsp, nosniff: "nosniff" });
    expect(await get(`${site}/articles/some-article`)).toMatchObject({ csp: publicCsp });
    expect(await get(`${site}/assets/index-abc123.js`)).toMatchObject({ csp: publicCsp, nosniff: "nosniff" });
    expect(await get(`${admin}/admin/users`)).toMatchObject({ csp: adminCsp, nosniff: "nosniff" });
    expect(await get(`${site}/news/blog`)).toMatchObject({ status: 301, nosniff: "nosniff" });
  });
});
