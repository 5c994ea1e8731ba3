/**
 * A page's HTML as an anonymous first visit gets it (no cookies, so with the cookie banner and without
 * the web fonts' rules): the bytes the server sends with `Accept-Encoding: br` (as it compresses them,
 * brotli quality 5), and the same HTML at brotli's best (quality 11) for comparison.
 */
import { get } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";

export type PageSize = { brotliKb: number; bestBrotliKb: number; htmlKb: number };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measurePageSize(url: string): Promise<PageSize> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200 || response.headers["content-encoding"] !== "br") {
          reject(
            new Error(`${url}: ${response.statusCode}, encoding ${response.headers["content-encoding"]}`),
          );
          return;
        }
        const sent = Buffer.concat(chunks);
        const html = brotliDecompressSync(sent);
        const best = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        resolve({ brotliKb: kb(sent.length), bestBrotliKb: kb(best.length), htmlKb: kb(html.length) });
      });
    }).on("error", reject);
  });
}
