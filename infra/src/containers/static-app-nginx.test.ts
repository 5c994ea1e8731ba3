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
 * small built-app folder of each static app (built under /_mf/admin/ and /_mf/crm/): what a browser
 * gets: status, body, caching, security headers.
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
  const server = conf
    .replace("listen 8080;", `listen 127.0.0.1:${port};`)
    .replace("root /usr/share/nginx/html;", `root ${html};`)
    .replaceAll("/etc/nginx/security-headers.conf", headers);
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
  };
};

describe.skipIf(!nginx)("static-app.nginx.conf on nginx", () => {
  const work = mkdtempSync(join(tmpdir(), "church-static-nginx-"));
  const running: ChildProcess[] = [];
  let admin = "";
  let crm = "";

  beforeAll(async () => {
    chmodSync(work, 0o755); // nginx's workers run as another user
    writeFiles(join(work, "admin-portal"), {
      "index.html": "<title>admin shell</title>",
      "remoteEntry.js": "/* admin remote */",
      "assets/admin-def456.js": "/* admin hashed */",
    });
    writeFiles(join(work, "pastor-crm"), {
      "index.html": "<title>crm shell</title>",
      "remoteEntry.js": "/* crm remote */",
      "assets/crm-789abc.js": "/* crm hashed */",
    });
    const a = await serve(work, join(work, "admin-portal"), "admin-portal");
    const b = await serve(work, join(work, "pastor-crm"), "pastor-crm");
    running.push(a.process, b.process);
    admin = a.origin;
    crm = b.origin;
  });

  afterAll(() => {
    for (const child of running) child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  });

  it("serves an app built under /_mf/admin/ from its base path, and its page for its routes", async () => {
    expect(await get(`${admin}/_mf/admin/remoteEntry.js`)).toMatchObject({
      status: 200,
      body: "/* admin remote */",
      cache: "no-cache",
    });
    expect(await get(`${admin}/_mf/admin/index.html`)).toMatchObject({
      status: 200,
      body: "<title>admin shell</title>",
    });
    // The gateway rewrites the app's routes to its index.html; any other path gets the page too, where
    // the app shows its not-found state.
    for (const path of ["/admin/users", "/_mf/admin/", "/admin-login"])
      expect(await get(`${admin}${path}`), path).toMatchObject({
        status: 200,
        body: "<title>admin shell</title>",
        cache: "no-cache",
      });
    expect(await get(`${crm}/_mf/crm/remoteEntry.js`)).toMatchObject({
      status: 200,
      body: "/* crm remote */",
    });
    expect(await get(`${crm}/admin/crm`)).toMatchObject({ status: 200, body: "<title>crm shell</title>" });
  });

  it("caches hashed assets for a year, and 404s a missing one (never the page in its place)", async () => {
    expect(await get(`${admin}/_mf/admin/assets/admin-def456.js`)).toMatchObject({
      status: 200,
      body: "/* admin hashed */",
      cache: "public, max-age=31536000, immutable",
    });
    expect(await get(`${crm}/_mf/crm/assets/crm-789abc.js`)).toMatchObject({
      status: 200,
      cache: "public, max-age=31536000, immutable",
    });
    const missing = await get(`${admin}/_mf/admin/assets/gone-000.js`);
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain("admin shell");
  });

  it("sends the app's own Content-Security-Policy and the other security headers, as the API does", async () => {
    const env = productionEnv();
    const csp = (headers: [string, string][]) => new Map(headers).get("content-security-policy");
    const adminCsp = csp(pageHeaders("adminPortal", env));
    const crmCsp = csp(pageHeaders("pastorCrm", env));
    expect(adminCsp).toContain("https://www.youtube-nocookie.com");
    expect(adminCsp).not.toContain("paypal");
    expect(crmCsp).toContain("frame-src 'none'");
    expect(await get(`${admin}/admin/users`)).toMatchObject({ csp: adminCsp, nosniff: "nosniff" });
    expect(await get(`${admin}/_mf/admin/assets/admin-def456.js`)).toMatchObject({
      csp: adminCsp,
      nosniff: "nosniff",
    });
    expect(await get(`${crm}/admin/crm`)).toMatchObject({ csp: crmCsp, nosniff: "nosniff" });
    expect(await get(`${admin}/_static-health`)).toMatchObject({ status: 200, nosniff: "nosniff" });
  });
});
