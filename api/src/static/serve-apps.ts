import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { type AppName, appBasePaths, appForPath, type RemotesConfig } from "@church/contracts";
import type { Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import type { ReadCache } from "../middlewares/read-cache.ts";
import { publicPages } from "./public-pages.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".mp3": "audio/mpeg",
};

const appFolders: Record<AppName, string> = {
  publicSite: "public-site",
  adminPortal: "admin-portal",
  pastorCrm: "pastor-crm",
};

/** Resolves `relative` inside `root`, or null when it would leave it. */
function inside(root: string, relative: string): string | null {
  const full = normalize(join(root, relative));
  return full === root || full.startsWith(root + sep) ? full : null;
}

const notBuilt = (c: Context<AppEnv>) =>
  c.text(`This app is not built yet. Run "npm start" (or "npm run build") first.`, 503);

/** Text files are sent compressed (brotli, else gzip) when the browser accepts it. */
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
type Encoding = "br" | "gzip";
/** Compressed once per file version (the build never changes a file in place without a new mtime). */
const compressed = new Map<string, Buffer>();

function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function compressedFile(file: string, version: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${file}:${version}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === "br"
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

function fileResponse(c: Context<AppEnv>, file: string, cacheControl: string, status = 200): Response {
  const stat = statSync(file);
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const encoding =
    compressible.has(extname(file).toLowerCase()) && stat.size > 1024
      ? pickEncoding(c.req.header("accept-encoding"))
      : undefined;
  const etag = `W/"${version}${encoding ? `-${encoding}` : ""}"`;
  const headers = new Headers({
    "content-type": types[extname(file).toLowerCase()] ?? "application/octet-stream",
    "cache-control": cacheControl,
    etag,
  });
  if (compressible.has(extname(file).toLowerCase())) headers.set("vary", "accept-encoding");
  const body = encoding ? compressedFile(file, version, encoding) : undefined;
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body ? body.length : stat.size));
  if (status === 200 && c.req.header("if-none-match") === etag)
    return new Response(null, { status: 304, headers });
  if (c.req.method === "HEAD") return new Response(null, { status, headers });
  if (body) return new Response(new Uint8Array(body), { status, headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

/** Answers of the public site's server (its pages and these files) rather than files of its build. */
const renderedFiles = new Set(["/robots.txt", "/sitemap.xml"]);

/**
 * The default run's one origin: the built apps under their spec routes, next to the API.
 * Files first (hashed assets cached for a year, everything else revalidated); then the public site's
 * pages, rendered by its server bundle (also for unknown routes: its 404 page, status 404); the
 * admin portal's and records portal's routes get their app's page.
 */
export function serveApps(app: Hono<AppEnv>, deps: AppDeps, readCache?: ReadCache): void {
  const dist = (name: AppName) =>
    join(deps.env.APPS_DIR, appFolders[name], "dist", ...(name === "publicSite" ? ["client"] : []));
  const pages = publicPages(app, deps, readCache);
  const remotes: RemotesConfig = {
    publicSite: deps.env.REMOTE_PUBLIC_SITE,
    adminPortal: deps.env.REMOTE_ADMIN_PORTAL,
    pastorCrm: deps.env.REMOTE_PASTOR_CRM,
  };

  app.get("/_mf/remotes.json", (c) => c.json(remotes, 200, { "cache-control": "no-cache" }));

  app.on(["GET", "HEAD"], "*", async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text("Bad request", 400);
    }
    let owner: AppName = "publicSite";
    let relative = path;
    for (const name of ["adminPortal", "pastorCrm"] as const) {
      const base = appBasePaths[name];
      if (path.startsWith(base)) {
        owner = name;
        relative = path.slice(base.length - 1);
      }
    }
    const root = dist(owner);
    const file = inside(root, relative);
    // The public site's index.html is its server's template, and .vite/ its build notes: not files to serve.
    const template = owner === "publicSite" && (relative === "/index.html" || relative.startsWith("/.vite/"));
    if (file && relative !== "/" && !template && existsSync(file) && statSync(file).isFile()) {
      const immutable = relative.startsWith("/assets/");
      return fileResponse(c, file, immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    if (path.startsWith("/_mf/") || (extname(path) !== "" && !renderedFiles.has(path))) {
      return c.text("Not found", 404);
    }
    const target = appForPath(path);
    if (target === null || target === "publicSite" || renderedFiles.has(path)) {
      const server = await pages();
      if (!server) return notBuilt(c);
      return server.handle(c.req.raw);
    }
    const page = join(dist(target), "index.html");
    if (!existsSync(page)) return notBuilt(c);
    return fileResponse(c, page, "no-cache");
  });
}
