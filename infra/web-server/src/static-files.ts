import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

/**
 * How a built app's files are sent, by both servers that send them: the API's one-origin server
 * (api/src/static/serve-apps.ts) and the public site's own server (public-site/src/server/standalone.ts).
 * Web-standard Request and Response, Node's fs and zlib: no framework.
 */
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

/** Hashed file names never change content: cached for a year. Everything else is revalidated. */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/** The build's hashed files: `assets/` of an app, or of a remote under `/_mf/<app>/`. */
export function isHashedAsset(path: string): boolean {
  return /^(\/_mf\/[\w-]+)?\/assets\//.test(path);
}

/** Resolves `relative` inside `root`, or null when it would leave it. */
export function fileInside(root: string, relative: string): string | null {
  const base = resolve(root);
  const full = normalize(join(base, relative));
  return full === base || full.startsWith(base + sep) ? full : null;
}

/** The file to send for `relative` inside `root`: an existing file (not a folder, not outside root). */
export function servableFile(root: string, relative: string): string | null {
  const file = fileInside(root, relative);
  return file && existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Files of the public site's browser build that belong to its server: index.html is the renderer's
 * template (a page is always rendered), .vite/ holds the build's manifest.
 */
export function isServerOnlyFile(relative: string): boolean {
  return relative === "/index.html" || relative.startsWith("/.vite/");
}

/** Answers of the public site's server (rendered from the data) although their names look like files. */
export const renderedFiles: ReadonlySet<string> = new Set(["/robots.txt", "/sitemap.xml"]);

/**
 * Whether a path that is no file may be a page: not under /_mf/ (the remotes' files) and without a
 * file extension (a missing script or image is a plain 404, not a rendered page), or a rendered file.
 */
export function mayBePage(path: string): boolean {
  return renderedFiles.has(path) || (!path.startsWith("/_mf/") && extname(path) === "");
}

type Encoding = "br" | "gzip";
/** Compressed once per file version (the build never changes a file in place without a new mtime). */
const compressed = new Map<string, Buffer>();

function pickEncoding(acceptEncoding: string | null): Encoding | undefined {
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

/**
 * A file as the answer to a GET or HEAD: its type, `cacheControl`, a weak ETag of its size and time
 * (304 when the browser has it), compressed when it is text the browser can take compressed.
 */
export function fileAnswer(request: Request, file: string, cacheControl: string, status = 200): Response {
  const stat = statSync(file);
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const extension = extname(file).toLowerCase();
  const encoding =
    compressible.has(extension) && stat.size > 1024
      ? pickEncoding(request.headers.get("accept-encoding"))
      : undefined;
  const etag = `W/"${version}${encoding ? `-${encoding}` : ""}"`;
  const headers = new Headers({
    "content-type": types[extension] ?? "application/octet-stream",
    "cache-control": cacheControl,
    etag,
  });
  if (compressible.has(extension)) headers.set("vary", "accept-encoding");
  const body = encoding ? compressedFile(file, version, encoding) : undefined;
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body ? body.length : stat.size));
  if (status === 200 && request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { status, headers });
  if (body) return new Response(new Uint8Array(body), { status, headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
