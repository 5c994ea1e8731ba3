/**
 * The YouTube id extraction, without zod: the public site's first load imports them, and zod stays
 * out of it (videos.schema.ts re-exports them, so imports from there keep working).
 */
export const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link or a bare id (public-site.md section 5, "Video id extraction"):
 * watch links (`youtube.com/watch?v=ID`), short links (`youtu.be/ID`), embed links
 * (`youtube.com/embed/ID`), v-style links (`youtube.com/v/ID`), or a bare 11-character id of
 * letters, digits, underscore and hyphen. Null for anything else.
 */
export function parseYouTubeId(input: string): string | null {
  const text = input.trim();
  if (youtubeIdPattern.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  let candidate: string | null | undefined;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1];
  } else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") candidate = url.searchParams.get("v");
    else if (first === "embed" || first === "v") candidate = second;
  }
  return candidate && youtubeIdPattern.test(candidate) ? candidate : null;
}
