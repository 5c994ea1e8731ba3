// Escaping text for the HTML and XML the servers write (API mails and feeds, the public site's pages
// and sitemap). No Node API: the public site's head tags run in the browser too.

/** Text for HTML: element content and quoted attribute values alike. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/** Text for XML (feeds, sitemaps): escaped, and without the characters XML 1.0 does not allow at all. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
