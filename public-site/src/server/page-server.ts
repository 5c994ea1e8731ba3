import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { languageStorageKey } from "@church/ui-kit";
import type { KeptPageAnswer, PageServer, PageServerOptions } from "@church/web-server";
import { setApiFetch } from "../lib/api-client.ts";
import { consentCookieSet } from "../lib/consent.ts";
import { wantsDataSaver } from "../lib/data-saver.ts";
import { islandDataParam } from "../lib/island-data.ts";
import { pageStateId } from "../lib/page-state.ts";
import { setSiteOrigin } from "../lib/site-config.ts";
import { wantsWebFonts } from "../lib/web-fonts.ts";
import { type Manifest, pageAssets, scriptList } from "./assets.ts";
import { classesInHtml } from "./page-css.ts";
import { loadPageStyles, stylesMark } from "./page-styles.ts";
import { renderPage } from "./render.tsx";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { textModules } from "./text-modules.ts";

interface Stored {
  status: number;
  type: string;
  etag: string;
  /** Extra headers (Vary). */
  vary: string;
  identity: Uint8Array<ArrayBuffer>;
  /** Compressed when first asked for (a render answers in one encoding; the other may never be asked). */
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  storedAt: number;
  /** The id of an islands page's data for its later islands (render.tsx), kept apart by that id. */
  islandData?: string;
}

const compressors = {
  br: (bytes: Uint8Array) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes: Uint8Array) => gzipSync(bytes, { level: 6 }),
};

/** The stored answer in `encoding`, compressed once. */
function bodyIn(stored: Stored, encoding: "br" | "gzip" | "identity"): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return stored.identity;
  stored[encoding] ??= new Uint8Array(compressors[encoding](stored.identity));
  return stored[encoding];
}

/** Where a page sends its visitor instead (an old address). */
interface Redirect {
  status: number;
  location: string;
}

/** The modules main.tsx starts (manifest keys): the islands of an islands page, or the whole app. */
const islandsModule = "src/islands/start-islands.ts";
const appModule = "src/app/start-app.tsx";

const placeholder = { head: "<!--app-head-->", body: "<!--app-body-->", state: "<!--app-state-->" } as const;

/**
 * The built index.html cut around its placeholders, without its entry script (the page lists it for
 * public/boot.js, which loads it after the first paint: assets.ts), and the manifest.
 */
function loadTemplate(clientDir: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const {
    html: built,
    fontFaces,
    stylesFor,
  } = loadPageStyles(clientDir, readFileSync(join(clientDir, "index.html"), "utf8"), manifest);
  const entry = /\n?\s*<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(built);
  if (!entry?.[1])
    throw new Error('index.html has no entry <script type="module"> (is it the public site\'s build?)');
  const html = built.replace(entry[0], "");
  for (const mark of [...Object.values(placeholder), stylesMark]) {
    if (!html.includes(mark)) throw new Error(`index.html has no ${mark} (is it the public site's build?)`);
  }
  return {
    html,
    fontFaces: fontFaces && `<style>${fontFaces}</style>`,
    entry: entry[1],
    manifest,
    stylesFor,
    builtAt: statSync(join(clientDir, "index.html")).mtime.toISOString(),
  };
}

const encodingOf = (accept: string | null): "br" | "gzip" | "identity" => {
  const value = (accept ?? "").toLowerCase();
  if (/\bbr\b/.test(value)) return "br";
  if (/\bgzip\b/.test(value)) return "gzip";
  return "identity";
};

/** Whether the visitor chose Swahili before (the language switch sets this cookie). */
const remembersSwahili = (cookie: string | null) =>
  (cookie ?? "").split(";").some((part) => part.trim() === `${languageStorageKey}=sw`);

/** A request header by its lower-case name. */
type Header = (name: string) => string | null;

/**
 * What of the visitor changes a page: a visitor who has not chosen yet gets the cookie banner in the
 * page; data saver changes pictures.
 */
const visitorOf = (header: Header) => {
  const dataSaver = wantsDataSaver(header("cookie"), header("save-data"));
  return {
    consentBanner: !consentCookieSet(header("cookie")),
    dataSaver,
    webFonts: wantsWebFonts(header("cookie"), dataSaver),
  };
};

const isFile = (path: string) => path === "/robots.txt" || path === "/sitemap.xml";

/** What a page is kept under: its address and, for a page, the visitor's variant. */
function keyOf(path: string, search: string, visitor: ReturnType<typeof visitorOf>): string {
  if (isFile(path)) return `${path}${search}`;
  return `${visitor.consentBanner ? "ask" : "chosen"}${visitor.dataSaver ? " data-saver" : ""}${visitor.webFonts ? " fonts" : ""} ${path}${search}`;
}

const keptTiming = 'cache;desc="hit"';

/**
 * The public site's pages, rendered on request by React from the API's published data, kept in
 * memory per address until `invalidate()` (any write that changes published data, on any instance)
 * or `cacheMs`, and sent compressed with an ETag.
 */
export function createPageServer(options: PageServerOptions): PageServer {
  setSiteOrigin(options.origin);
  setApiFetch((input, init) => options.fetchApi(String(input), init));
  const template = loadTemplate(options.clientDir);
  const maxEntries = options.maxEntries ?? 500;
  const sharedMaxAge = options.sharedMaxAgeSeconds ?? 30;
  const entries = new Map<string, Stored>();
  /**
   * Islands pages' data for their later islands by id, the most recent 100 (about 3 MB at most), kept
   * across invalidate(): a page drawn before a change still gets the data it was drawn from, so its
   * islands hydrate over its HTML (and then read anew what is stale), rather than being drawn anew.
   */
  const islandDataKept = new Map<string, Stored>();
  const keepIslandData = (id: string, json: string) => {
    const known = islandDataKept.get(id);
    islandDataKept.delete(id);
    islandDataKept.set(id, known ?? store(200, "application/json; charset=utf-8", json, "accept-encoding"));
    if (islandDataKept.size > 100) {
      const oldest = islandDataKept.keys().next().value;
      if (oldest !== undefined) islandDataKept.delete(oldest);
    }
  };
  /** Bumped by invalidate(): a page rendered from data read before it is not kept after it. */
  let generation = 0;

  const store = (status: number, type: string, text: string, vary: string): Stored => {
    const identity = new TextEncoder().encode(text);
    const stored: Stored = {
      status,
      type,
      vary,
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      identity,
      storedAt: Date.now(),
    };
    return stored;
  };

  const keep = (key: string, stored: Stored, started: number) => {
    if (options.cacheMs <= 0 || started !== generation) return;
    entries.delete(key);
    entries.set(key, stored);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  /** The kept copy under `key`, while it is fresh. */
  const fresh = (key: string) => {
    const kept = entries.get(key);
    return kept && Date.now() - kept.storedAt < options.cacheMs ? kept : undefined;
  };

  /** `timing`: how the page was made, for the Server-Timing header (a kept copy, or a render's ms). */
  const answer = (method: string, header: Header, stored: Stored, timing: string): KeptPageAnswer => {
    const headers: Record<string, string> = {
      "server-timing": timing,
      "content-type": stored.type,
      // Browsers ask again each time (a staff edit shows at once); shared caches may keep it briefly.
      "cache-control": `public, max-age=0, must-revalidate, s-maxage=${sharedMaxAge}`,
      etag: stored.etag,
      vary: stored.vary,
    };
    if (stored.status === 200 && header("if-none-match") === stored.etag) {
      return { status: 304, headers, body: null };
    }
    const encoding = encodingOf(header("accept-encoding"));
    const body = bodyIn(stored, encoding);
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.byteLength);
    return { status: stored.status, headers, body: method === "HEAD" ? null : body };
  };
  const asResponse = (answer: KeptPageAnswer) =>
    new Response(answer.body, { status: answer.status, headers: answer.headers });

  const page = async (url: URL, visitor: ReturnType<typeof visitorOf>): Promise<Stored | Redirect> => {
    const { consentBanner, dataSaver } = visitor;
    const rendered = await renderPage(url, (error) => options.onError?.(error, url.pathname), {
      consentBanner,
      dataSaver,
    });
    if (rendered.kind === "redirect") return { status: rendered.status, location: rendered.location };
    const texts = rendered.namespaces.flatMap((namespace) => textModules(namespace, rendered.language));
    // The entry starts one of two: the islands of an islands page (the screen's module and the islands
    // hydrated later carry only their styles: drawnModules), or the whole app with the page's screen.
    const modules = rendered.islands
      ? [islandsModule, ...rendered.islands.loadModules, ...texts]
      : [appModule, rendered.module, ...texts];
    const assets = pageAssets(template.manifest, modules, "/", rendered.drawnModules);
    const html = template.html
      .replace('<html lang="en">', `<html lang="${rendered.language}">`)
      // Before any content is in: the entry's and the page's style sheets (page-styles.ts).
      .replace(stylesMark, () =>
        template.stylesFor(
          assets.styles,
          // An islands page: the rules of its HTML and of its islands' runtime (page-css.ts).
          rendered.islands && { classes: classesInHtml(rendered.body), modules: [islandsModule] },
        ),
      )
      // The script list in <head>, where no content can be (assets.ts: scriptList).
      .replace(
        placeholder.head,
        [
          rendered.hints,
          visitor.webFonts ? template.fontFaces : "",
          rendered.head,
          scriptList(template.entry, assets),
        ]
          .filter(Boolean)
          .join("\n    "),
      )
      .replace(placeholder.body, rendered.body)
      .replace(
        placeholder.state,
        `<script type="application/json" id="${pageStateId}">${rendered.state}</script>`,
      );
    // The consent cookie, data saver (a cookie, or the browser's Save-Data), the web fonts' cookie and
    // on the home page the language cookie change the page: shared caches keep them apart.
    const stored = store(
      rendered.status,
      "text/html; charset=utf-8",
      html,
      "accept-encoding, cookie, save-data",
    );
    if (rendered.islandData) {
      stored.islandData = rendered.islandData.id;
      keepIslandData(rendered.islandData.id, rendered.islandData.json);
    }
    return stored;
  };

  /** What `url` is made into (a page, a file or a redirect), kept when it may be. */
  const make = async (key: string, url: URL, visitor: ReturnType<typeof visitorOf>) => {
    const started = generation;
    try {
      let result: Stored | Redirect;
      if (url.pathname === "/robots.txt") {
        result = store(200, "text/plain; charset=utf-8", robotsTxt(options.origin), "accept-encoding");
      } else if (url.pathname === "/sitemap.xml") {
        const xml = await sitemapXml(options.origin, template.builtAt);
        result = store(200, "application/xml; charset=utf-8", xml, "accept-encoding");
      } else {
        result = await page(url, visitor);
      }
      if (!("location" in result)) keep(key, result, started);
      return result;
    } catch (error) {
      options.onError?.(error, key);
      throw error;
    }
  };

  /**
   * Requests that miss the same page while it is being made (nothing written since it began) wait for
   * that one render: when a page expires or staff change something, the visitors arriving meanwhile
   * cost one render, not one each.
   */
  const making = new Map<string, { generation: number; result: Promise<Stored | Redirect> }>();
  const made = (key: string, url: URL, visitor: ReturnType<typeof visitorOf>) => {
    const under = making.get(key);
    if (under?.generation === generation) return under.result;
    const own = { generation, result: make(key, url, visitor) };
    making.set(key, own);
    const done = () => {
      if (making.get(key) === own) making.delete(key);
    };
    own.result.then(done, done);
    return own.result;
  };

  /**
   * A page's data for its later islands (`?island-data=<id>` after the page's own address:
   * lib/island-data.ts): the data of that id while it is kept, else the page's as it is now (kept, or
   * made anew), whose other id tells the browser that the page's data changed since it was drawn.
   */
  const islandData = async (request: Request, url: URL, header: Header): Promise<Response> => {
    const asked = url.searchParams.get(islandDataParam) ?? "";
    const kept = islandDataKept.get(asked);
    if (kept) return asResponse(answer(request.method, header, kept, keptTiming));
    const page = new URL(url.href);
    page.search = url.search.replace(new RegExp(`[?&]${islandDataParam}=[^&]*$`), "");
    const visitor = visitorOf(header);
    const key = keyOf(page.pathname, page.search, visitor);
    try {
      // The page as kept for this visitor, else for another (the data is the same for all: the web
      // fonts' cookie, set once the page has loaded, makes the visitor's key another), else made anew.
      const result =
        fresh(key) ??
        [...entries.keys()]
          .filter((other) => other.endsWith(` ${page.pathname}${page.search}`))
          .map(fresh)
          .find((other) => other?.islandData) ??
        (await made(key, page, visitor));
      const data =
        "location" in result ? undefined : result.islandData && islandDataKept.get(result.islandData);
      if (!data) {
        return Response.json(
          { error: "This page has no islands' data." },
          { status: 404, headers: { "cache-control": "no-store" } },
        );
      }
      return asResponse(answer(request.method, header, data, keptTiming));
    } catch {
      return Response.json(
        { error: "The page's data could not be made. Please try again." },
        { status: 500, headers: { "cache-control": "no-store" } },
      );
    }
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const header: Header = (name) => request.headers.get(name);
    if (url.searchParams.has(islandDataParam)) return islandData(request, url, header);
    // The home page sends a visitor who chose Swahili to the Swahili home page.
    if (url.pathname === "/" && remembersSwahili(header("cookie"))) {
      return new Response(null, {
        status: 302,
        headers: { location: `/sw/${url.search}`, "cache-control": "private, no-store", vary: "cookie" },
      });
    }
    const visitor = visitorOf(header);
    const key = keyOf(url.pathname, url.search, visitor);
    const kept = fresh(key);
    if (kept) return asResponse(answer(request.method, header, kept, keptTiming));
    const startedAt = performance.now();
    try {
      const result = await made(key, url, visitor);
      if ("location" in result) {
        return new Response(null, { status: result.status, headers: { location: result.location } });
      }
      const timing = `render;dur=${(performance.now() - startedAt).toFixed(1)}`;
      return asResponse(answer(request.method, header, result, timing));
    } catch {
      return new Response("The page could not be shown. Please try again.", {
        status: 500,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
  };

  return {
    handle,
    kept(request) {
      const query = request.url.indexOf("?");
      const path = query === -1 ? request.url : request.url.slice(0, query);
      const header: Header = (name) => request.header(name) ?? null;
      // The Swahili visitor's redirect is not kept (handle answers it).
      if (path === "/" && remembersSwahili(header("cookie"))) return undefined;
      // Kept under the address as the URL parser writes it: another spelling is simply not found here.
      const kept = fresh(keyOf(path, query === -1 ? "" : request.url.slice(query), visitorOf(header)));
      return kept && answer(request.method, header, kept, keptTiming);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
