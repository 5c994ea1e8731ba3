/**
 * What the service worker may keep, as pure rules (unit-tested in offline-rules.test.ts). Anything of
 * the staff apps is never kept: their pages are refused by path, and every answer must also say it is
 * public (`Cache-Control: public`), which the API never says to a signed-in caller (private, no-cache).
 */

/** The Cache Storage names. Sermons saved for offline live in their own cache, kept until removed. */
export const cacheNames = {
  pages: "ps-pages-v1",
  assets: "ps-assets-v1",
  files: "ps-files-v1",
  api: "ps-api-v1",
  savedAudio: "ps-saved-sermons",
} as const;

/** Paths of the staff apps (admin portal, records portal, sign-in, test pages) and their files. */
const staffPaths = /^\/(admin|_mf\/|test$|api-test$)/;

/** A page of the public site (English or /sw), which may be kept for reading offline. */
export function isPublicPagePath(pathname: string): boolean {
  return !staffPaths.test(pathname) && !pathname.startsWith("/api/") && !/\.\w+$/.test(pathname);
}

/** A sermon's recording (full or light); the capture is the sermon's id. */
export const sermonAudioPattern = /^\/api\/audio-services\/([^/]+)\/(file|low-bitrate)$/;

/** The other recording of the same sermon, which may have been saved instead. */
export function otherRecording(pathname: string): string | null {
  const match = sermonAudioPattern.exec(pathname);
  if (!match) return null;
  return `/api/audio-services/${match[1]}/${match[2] === "file" ? "low-bitrate" : "file"}`;
}

/** Whether an answer may be kept: complete, and declared public by the server. */
export function isPublicAnswer(response: Response): boolean {
  const control = (response.headers.get("cache-control") ?? "").toLowerCase();
  return (
    response.status === 200 &&
    /\bpublic\b/.test(control) &&
    !/\b(private|no-store)\b/.test(control) &&
    !response.headers.has("set-cookie")
  );
}

/** A public API read kept for offline: JSON only (files and feeds are not kept). */
export function isKeptApiAnswer(response: Response): boolean {
  return (
    isPublicAnswer(response) && (response.headers.get("content-type") ?? "").includes("application/json")
  );
}

/** Marks a page served from the saved copy: the layout's "you are offline" note shows (app.css). */
export function markOffline(html: string): string {
  return html.replace(/<html\b/, "<html data-offline");
}
