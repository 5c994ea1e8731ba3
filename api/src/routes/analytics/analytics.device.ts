/** The device class of a user agent, the only thing kept of it. Tablets first: their agents also look mobile. */
export function deviceClassOf(userAgent: string): "desktop" | "mobile" | "tablet" {
  const ua = userAgent;
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|(Android(?!.*Mobile))/i.test(ua))
    return "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i.test(ua)) return "mobile";
  return "desktop";
}

/** The referring site's host name, or "" for a direct visit, a visit from our own site or a bad value. */
export function referrerHostOf(referrer: string, ownHost: string | undefined): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase();
    if (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, "")) return "";
    return host.slice(0, 253);
  } catch {
    return "";
  }
}

/** The path alone: a query string or fragment may carry personal data (e-mail links, tokens). */
export function pathOnly(page: string): string {
  return page.replace(/[?#].*$/s, "") || "/";
}
