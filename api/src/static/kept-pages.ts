import { extname } from "node:path";
import type { AppDeps } from "../lib/context.ts";
import { answerHeaderAdder, requestIdOf } from "../middlewares/answer-headers.ts";
import type { EarlyAnswer } from "../read-cache/api-server.ts";
import { nodeHeader } from "../read-cache/read-cache.ts";
import { isPublicSitePage, type PublicPages } from "./public-pages.ts";

/**
 * Kept public pages answered by the HTTP server before the app, like published reads (api-server.ts):
 * a GET or HEAD of a public-site page whose rendered copy the page server keeps (fresh, dropped with
 * the read cache) is written straight to the socket with the page server's headers and those the app
 * adds to every page (answerHeaderAdder: request id, security headers). Anything else, and any path
 * the app would first decode or look for on disk, goes to the app.
 */
export function keptPages(deps: Pick<AppDeps, "env">, loaded: PublicPages["loaded"]): EarlyAnswer {
  const add = answerHeaderAdder(deps);
  return (req, res) => {
    const method = req.method;
    const url = req.url;
    if ((method !== "GET" && method !== "HEAD") || url === undefined) return false;
    const pages = loaded();
    if (!pages) return false;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (path.startsWith("/api") || path.includes("%") || extname(path) !== "" || !isPublicSitePage(path))
      return false;
    const header = (name: string) => nodeHeader(req.headers, name);
    const kept = pages.kept({ method, url, header });
    if (!kept) return false;
    const headers = Object.assign({ "x-request-id": requestIdOf(header("x-request-id")) }, kept.headers);
    add(
      path,
      headers["content-type"] ?? "",
      (name) => name in headers,
      (name, value) => {
        headers[name] = value;
      },
    );
    res.writeHead(kept.status, headers);
    res.end(kept.body ?? undefined);
    return true;
  };
}
